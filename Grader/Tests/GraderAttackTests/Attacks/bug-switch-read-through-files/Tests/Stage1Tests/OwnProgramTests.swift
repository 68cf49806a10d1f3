import Foundation
import Testing

/// The program's code read from its file: through `/proc/self/exe`, through the path it was
/// started by, and by a child process that prints it.
struct OwnProgramTests {
    @Test func noPlantedBugIsOnInTheLinkedProgram() {
        SwitchKeyScan.expectNoBugOn(in: FileManager.default.contents(atPath: "/proc/self/exe") ?? Data())
    }

    @Test func noPlantedBugIsOnInTheProgramsPath() {
        SwitchKeyScan.expectNoBugOn(in: FileManager.default.contents(atPath: CommandLine.arguments[0]) ?? Data())
    }

    @Test func noPlantedBugIsOnInWhatAChildReads() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/cat")
        child.arguments = [CommandLine.arguments[0]]
        let output = Pipe()
        child.standardOutput = output
        guard (try? child.run()) != nil else { return }
        let code = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        SwitchKeyScan.expectNoBugOn(in: code)
    }
}
