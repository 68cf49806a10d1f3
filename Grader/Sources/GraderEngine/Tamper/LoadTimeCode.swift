import Foundation
import GraderExecution

// MARK: - Code that runs before `main`

/// Checks that a module's objects hold no code the loader runs by itself: a constructor placed
/// in `.init_array` (with `@section` and `@used`, or `@_section`) would run in the test process
/// before the test library starts, where no test's verdict can blame it. Swift code never
/// needs one (its globals start lazily): on the kata's starters, reference and model tests
/// there is none. `ForbiddenAttributes` and `CompilerReadAttributes` refuse the attributes in
/// the sources; this reads what the compiler produced.
enum LoadTimeCode {
    /// The sections whose entries the loader calls: ELF's arrays and their older forms, and
    /// Mach-O's (`__DATA,__mod_init_func` and the newer offsets).
    static let sections = [".init_array", ".preinit_array", ".fini_array", ".ctors", ".dtors",
                           "__mod_init_func", "__mod_term_func", "__init_offsets"]

    /// A one-line reason naming the first such section of `objects`, or `nil`.
    static func check(objects: [URL], module: String, timeLimit: Double) throws(ObjectSymbols.Unavailable) -> String? {
        guard !objects.isEmpty else { return nil }
        guard let dumper else { throw ObjectSymbols.Unavailable(description: "neither llvm-objdump nor objdump was found") }
        let run = ProcessRunner.run(ProcessRequest(executable: dumper, arguments: ["-h"] + objects.map(\.path),
                                                   environment: ["LC_ALL": "C"], timeout: timeLimit, outputLimit: 16 << 20))
        guard run.end.succeeded, !run.outputTruncated else {
            throw ObjectSymbols.Unavailable(description: "\(dumper) could not list the sections (\(run.end.summary))")
        }
        return loadTimeSections(in: run.output).first.map { section in
            "\(module) places code in `\(section)`, which runs before the tests start: code may not run on its own"
        }
    }

    /// The load-time sections that `objdump -h` lists (`  7 .init_array  00000008 …`): the
    /// name is the field after the index.
    static func loadTimeSections(in listing: String) -> [String] {
        listing.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ")
            guard fields.count >= 2, Int(fields[0]) != nil else { return nil }
            let name = String(fields[1])
            return sections.contains { name == $0 || name.hasPrefix($0 + ".") } ? name : nil
        }
    }

    static let dumper: String? = ObjectSymbols.toolBesideSwift("llvm-objdump") ?? SandboxDetector.executable(named: "objdump")
}
