import Foundation
import GraderExecution

// MARK: - Symbols that are not the module's own

/// Checks that a module's object files define only the module's own names.
///
/// Each stage's code and the learner's tests are linked statically into the test executable,
/// ahead of the libraries: a definition under someone else's name (Swift Testing's
/// `__checkBinaryOperation`, the C library's `fwrite`, the planted-bug switch of the
/// reference) is the one every caller in the process gets. Names come from `@_silgen_name`,
/// `@_cdecl`, `@c` and the like (`ForbiddenAttributes` refuses them in the sources); this
/// check reads what the compiler actually produced.
///
/// Measured on the kata's starters, reference and model tests of all four stages (Swift 6.3,
/// Linux): every definition is one of these, and anything else is foreign.
/// - A name of the module: mangled under its prefix (`$s6Stage1…`), or declared in it on
///   another module's type: an extension member (`(extension in Stage1):Swift.Int.twice`,
///   SwiftPM's `Bundle.module`) or a conformance (`… : Swift.Identifiable in Stage1`).
///   An attacker may take such a name too, but no code outside the module can call it.
/// - A weak definition that no runtime library exports: code the compiler emits into every
///   module that uses it (outlined copies `WOh`, metadata caches `MD`, thunks `TR`, default
///   arguments `fA0_`, `symbolic …` and `got.…` records, `__swift_…` helpers, the standard
///   library's `@_alwaysEmitIntoClient` functions such as `Array._endMutation()`): 669
///   distinct names in the kata, none exported by a library.
/// Strong definitions of other names: none in honest code, so any is foreign.
enum ForeignSymbols {
    /// A one-line reason naming the first foreign symbol of `module`'s objects in `objectFolder`
    /// (`.build/debug/Stage1.build`), or code they place to run before `main` (`LoadTimeCode`);
    /// `nil` when every definition is the module's own.
    /// `timeLimit` is asked before each tool run: what is left of the grade's budget, at most
    /// `ObjectSymbols.longestRun`.
    static func check(objectFolder: URL, module: String,
                      timeLimit: () -> Double) throws(ObjectSymbols.Unavailable) -> String? {
        let objects = try linkedObjects(in: objectFolder)
        if let reason = try LoadTimeCode.check(objects: objects, module: module, timeLimit: timeLimit()) { return reason }
        let symbols = try ObjectSymbols.defined(in: objects, timeLimit: timeLimit())
        // The cheap rules first: the demangler (a process) runs only on the few names they leave.
        let suspects = foreign(symbols, module: module, demangled: [:], isExported: RuntimeExports.exports)
        let demangled = ObjectSymbols.demangle(Array(Set(suspects.map(\.name))).sorted(), timeLimit: timeLimit())
        let found = foreign(suspects, module: module, demangled: demangled, isExported: RuntimeExports.exports)
        return found.first.map { reason(for: $0, demangled: demangled[$0.name], module: module, count: found.count) }
    }

    /// The objects the build made of the module's current sources, as its `output-file-map.json`
    /// lists them: the folder also keeps the objects of files deleted since an earlier build,
    /// which are no longer linked.
    static func linkedObjects(in objectFolder: URL) throws(ObjectSymbols.Unavailable) -> [URL] {
        let mapFile = objectFolder.appendingPathComponent("output-file-map.json")
        guard let data = FileManager.default.contents(atPath: mapFile.path),
              let map = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ObjectSymbols.Unavailable(description: "\(mapFile.path) cannot be read")
        }
        return map.values.compactMap { ($0 as? [String: Any])?["object"] as? String }.sorted().map(URL.init(fileURLWithPath:))
    }

    /// The symbols of `symbols` that are not `module`'s own, by the rules above.
    static func foreign(_ symbols: [DefinedSymbol], module: String, demangled: [String: String],
                        isExported: (String) -> Bool) -> [DefinedSymbol] {
        symbols.filter { symbol in
            if hasOwnPrefix(symbol.name, module: module) { return false }
            if let text = demangled[symbol.name], isDeclared(text, in: module) { return false }
            return !symbol.isWeak || isExported(symbol.name)
        }
    }

    static func hasOwnPrefix(_ name: String, module: String) -> Bool {
        name.hasPrefix("$s\(module.utf8.count)\(module)")
    }

    /// `(extension in Stage1):Swift.Int.twice.getter : Swift.Int`, or
    /// `protocol conformance descriptor for Swift.String : Swift.Identifiable in Stage1`.
    static func isDeclared(_ demangled: String, in module: String) -> Bool {
        demangled.contains("(extension in \(module)):") || demangled.hasSuffix(" in \(module)")
    }

    static func reason(for symbol: DefinedSymbol, demangled: String?, module: String, count: Int) -> String {
        let shown = demangled.flatMap { $0 == symbol.name ? nil : " (\($0))" } ?? ""
        let more = count > 1 ? ", and \(count - 1) more" : ""
        return "\(module) defines `\(symbol.name)`\(shown), a name that belongs to another module or library\(more): "
            + "code may define only its own names"
    }
}
