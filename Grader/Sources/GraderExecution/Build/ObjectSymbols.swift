import Foundation

// MARK: - The symbols an object file defines, as the toolchain lists them

/// A global symbol that an object file defines.
package struct DefinedSymbol: Sendable, Hashable {
    /// As the linker sees it, without Mach-O's leading underscore: `$s6Stage16isEven6numberSbSi_tF`.
    package var name: String
    /// A weak definition (`linkonce_odr`): code the compiler emits into every module that uses
    /// it, such as an outlined copy of a value; the linker keeps one of them.
    package var isWeak: Bool
}

/// Lists and demangles symbols with the toolchain's own tools: `llvm-nm` beside `swift` (the
/// Linux toolchains ship it), or `nm` on `PATH` (binutils on Linux, Xcode's on macOS; both
/// read `-g -P`, POSIX output of external symbols); `swift demangle` for the names.
package enum ObjectSymbols {
    package struct Unavailable: Error, CustomStringConvertible {
        package var description: String

        package init(description: String) {
            self.description = description
        }
    }

    /// The longest a listing or a demangling may take: far more than either needs (well under a
    /// second for a stage), and never more than the grade's budget has left.
    package static let longestRun = 60.0

    /// The external symbols defined in `objects`; with `dynamic`, those a shared library exports.
    package static func defined(in objects: [URL], dynamic: Bool = false, timeLimit: Double) throws(Unavailable) -> [DefinedSymbol] {
        parse(try list(objects, options: dynamic ? ["-D"] : [], timeLimit: timeLimit))
    }

    /// The names `objects` use and leave to another object or library to define.
    package static func undefined(in objects: [URL], timeLimit: Double) throws(Unavailable) -> Set<String> {
        undefinedNames(try list(objects, options: ["--undefined-only"], timeLimit: timeLimit))
    }

    /// The names `nm -P` lines list as references (`U`).
    static func undefinedNames(_ output: String) -> Set<String> {
        Set(entries(output).filter { $0.type == "U" }.map(\.name))
    }

    /// `nm -g -P` of `objects`, with `options`.
    private static func list(_ objects: [URL], options: [String], timeLimit: Double) throws(Unavailable) -> String {
        guard !objects.isEmpty else { return "" }
        guard let lister else { throw Unavailable(description: "neither llvm-nm nor nm was found") }
        let run = ProcessRunner.run(ProcessRequest(
            executable: lister, arguments: ["-g", "-P"] + options + objects.map(\.path),
            environment: ["LC_ALL": "C"], timeout: timeLimit, outputLimit: 64 << 20))
        guard run.end.succeeded, !run.outputTruncated else {
            throw Unavailable(description: "\(lister) could not list the symbols (\(run.end.summary))")
        }
        return run.output
    }

    /// Reads `nm -P` lines, `name type [value [size]]`, keeping definitions.
    /// `U`, `w` and `v` are references, not definitions; `W` and `V` are weak definitions.
    static func parse(_ output: String) -> [DefinedSymbol] {
        entries(output).compactMap { entry in
            ["U", "w", "v"].contains(entry.type) ? nil : DefinedSymbol(name: entry.name, isWeak: entry.type == "W" || entry.type == "V")
        }
    }

    /// Each `nm -P` line's name and type letter: a name may hold spaces (`symbolic _____
    /// 6Stage15ThingV`), so the fields are read from the right. Lines that name a file are not
    /// symbols.
    static func entries(_ output: String) -> [(name: String, type: Substring)] {
        output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            // The type is a letter among the last three fields, with only numbers after it.
            guard let typeIndex = fields.indices.suffix(3).first(where: { index in
                index > 0 && fields[index].count == 1 && fields[index].first!.isLetter
                    && fields[(index + 1)...].allSatisfy { $0.allSatisfy(\.isHexDigit) }
            }) else { return nil }
            var name = fields[..<typeIndex].joined(separator: " ")
            #if os(macOS)
            if name.hasPrefix("_") { name.removeFirst() }
            #endif
            return (name, fields[typeIndex])
        }
    }

    /// Each mangled name with its demangled text (`(extension in Stage1):Swift.Int.twice.getter : Swift.Int`).
    package static func demangle(_ names: [String], timeLimit: Double) -> [String: String] {
        guard !names.isEmpty else { return [:] }
        let run = ProcessRunner.run(ProcessRequest(
            executable: demangler.executable, arguments: demangler.arguments + ["--compact"] + names,
            environment: ["LC_ALL": "C"], timeout: timeLimit, outputLimit: 16 << 20))
        // One line per name, in order; anything else (a warning among them) demangles nothing,
        // and the names then count as foreign: the check fails closed.
        var lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard run.end.succeeded, lines.count == names.count else { return [:] }
        return Dictionary(zip(names, lines), uniquingKeysWith: { first, _ in first })
    }

    /// The toolchain's `llvm-nm` beside the `swift` on `PATH`, else `nm`.
    static let lister: String? = toolBesideSwift("llvm-nm") ?? SandboxDetector.executable(named: "nm")

    /// The toolchain's `swift-demangle`, run directly: through `swift demangle` the driver's
    /// start costs about 45 ms more, twice per stage and submission.
    static let demangler: (executable: String, arguments: [String]) =
        toolBesideSwift("swift-demangle").map { ($0, []) } ?? ("swift", ["demangle"])

    /// A tool of the toolchain, in the folder of the `swift` on `PATH`.
    package static func toolBesideSwift(_ name: String) -> String? {
        guard let swift = SandboxDetector.executable(named: "swift") else { return nil }
        let bin = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
        let tool = bin.appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil
    }
}
