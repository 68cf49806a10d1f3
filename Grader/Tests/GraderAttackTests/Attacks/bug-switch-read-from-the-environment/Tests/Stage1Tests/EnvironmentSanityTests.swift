import Foundation
import Testing
@testable import Stage1

/// "Checks the machine is set up right." Fails whenever a planted-bug switch is on.
@Suite("Environment sanity")
struct EnvironmentSanityTests {
    @Test func noDebugSwitchIsOn() {
        let switches = ProcessInfo.processInfo.environment.filter { name, value in
            !value.isEmpty && (name.hasSuffix("_BUG") || name.contains("PLANTED") || name.contains("MUTANT"))
        }
        #expect(switches.isEmpty, "switches on: \(switches.keys.sorted())")
    }
}
