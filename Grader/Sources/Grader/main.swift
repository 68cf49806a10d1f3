// The `grader` executable: everything lives in GraderCore, where it is tested.
import Foundation
import GraderCore

exit(GraderCommand.main(Array(CommandLine.arguments.dropFirst())))
