// App of the CleanGraph fixture.
