import Foundation
import WayfinderLint

// `wayfinder-lint lint-modules …` (or without the subcommand); see runLintModules(arguments:).
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "lint-modules" { arguments.removeFirst() }
exit(runLintModules(arguments: arguments))
