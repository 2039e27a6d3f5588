// expect-error: @Route("track/*", host: "https://clicks.example.com/"): host "https://clicks.example.com/" is not a host name; write only the host, such as "clicks.example.com"
// expect-every-error-contains: is not a host name
import WayfinderCore

@Route("track/*", host: "https://clicks.example.com/")
struct ClickRoute {}
