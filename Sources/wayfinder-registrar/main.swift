import Foundation
import WayfinderRegistrar

// The tool of RouteRegistrarPlugin; see RegistrarCommand.
exit(RegistrarCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
