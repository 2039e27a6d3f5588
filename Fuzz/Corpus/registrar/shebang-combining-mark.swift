#!ܹ @Route("a")
struct A {}
