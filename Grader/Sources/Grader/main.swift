// The `grader` executable: everything lives in the GraderCLI target and the layers below it, where it is tested.
import Foundation
import GraderCLI

exit(GraderCommand.main(Array(CommandLine.arguments.dropFirst())))
