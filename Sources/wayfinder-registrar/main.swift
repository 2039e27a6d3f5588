import Foundation
import WayfinderRegistrar

// The tool of RouteRegistrarPlugin (see RegistrarCommand) and, as `wayfinder-registrar intents`,
// of RouteIntentsPlugin (see IntentsCommand).
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "intents" {
    exit(IntentsCommand.run(arguments: Array(arguments.dropFirst())))
}
exit(RegistrarCommand.run(arguments: arguments))
