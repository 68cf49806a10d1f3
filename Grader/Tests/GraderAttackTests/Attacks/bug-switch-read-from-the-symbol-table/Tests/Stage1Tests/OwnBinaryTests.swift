import Foundation
import Testing

/// The attack of the trust issue, as a student who read `PlantedBugSwitch.swift` would write it:
/// the switchable reference keeps the bug that is on in a private global, `__plantedBugOn`.
/// `private` stops `@testable import`, not the linker: if the test binary keeps its symbol
/// table, the global's addressor is there by name. Call it, and the run says which bug is on.
@Suite("Checks on the test binary itself")
struct OwnBinaryTests {
    @Test func noPlantedBugIsOn() throws {
        let binary = try Data(contentsOf: URL(fileURLWithPath: "/proc/self/exe"))
        for addressor in SymbolTable(binary)?.addresses(ofNamesContaining: "14__plantedBugOn", endingWith: "vau") ?? [] {
            typealias Addressor = @convention(c) () -> UnsafeRawPointer
            let pointer = unsafeBitCast(addressor, to: Addressor.self)()
            #expect(pointer.assumingMemoryBound(to: String?.self).pointee == nil)
        }
    }
}

/// Just enough ELF64 to read a symbol table: the section headers, `.symtab` and its strings.
private struct SymbolTable {
    let binary: Data
    let symbols: Range<Int>
    let strings: Int

    init?(_ binary: Data) {
        self.binary = binary
        func read<T: FixedWidthInteger>(_ offset: Int, as _: T.Type) -> T {
            binary.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
        }
        guard binary.count > 64, binary.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]) else { return nil }
        let sectionsAt = Int(read(0x28, as: UInt64.self))
        let sectionSize = Int(read(0x3A, as: UInt16.self))
        let sectionCount = Int(read(0x3C, as: UInt16.self))
        var found: (Range<Int>, Int)?
        for index in 0..<sectionCount {
            let header = sectionsAt + index * sectionSize
            guard read(header + 4, as: UInt32.self) == 2 else { continue }  // SHT_SYMTAB
            let offset = Int(read(header + 0x18, as: UInt64.self))
            let size = Int(read(header + 0x20, as: UInt64.self))
            let linked = Int(read(header + 0x28, as: UInt32.self))
            let stringsAt = Int(read(sectionsAt + linked * sectionSize + 0x18, as: UInt64.self))
            found = (offset..<(offset + size), stringsAt)
        }
        guard let found else { return nil }
        (symbols, strings) = found
    }

    /// Where the program's functions whose names match are, in this process: each symbol's
    /// value moved by the program's load address (`AT_PHDR`, from `/proc/self/auxv`, less the
    /// headers' offset in the file).
    func addresses(ofNamesContaining part: String, endingWith suffix: String) -> [UnsafeRawPointer] {
        func read<T: FixedWidthInteger>(_ offset: Int, as _: T.Type) -> T {
            binary.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
        }
        guard let auxiliary = try? Data(contentsOf: URL(fileURLWithPath: "/proc/self/auxv")) else { return [] }
        let pairs = auxiliary.withUnsafeBytes { Array($0.bindMemory(to: UInt64.self)) }
        guard let phdr = stride(from: 0, to: pairs.count - 1, by: 2).first(where: { pairs[$0] == 3 }) else { return [] }
        let headersInMemory = Int(pairs[phdr + 1])
        let headersInFile = Int(read(0x20, as: UInt64.self))
        let loadBias = headersInMemory - headersInFile
        var found: [UnsafeRawPointer] = []
        for entry in stride(from: symbols.lowerBound, to: symbols.upperBound, by: 24) {
            let nameAt = strings + Int(read(entry, as: UInt32.self))
            let name = String(decoding: binary[nameAt...].prefix { $0 != 0 }, as: UTF8.self)
            let value = Int(read(entry + 8, as: UInt64.self))
            guard name.contains(part), name.hasSuffix(suffix), value != 0,
                  let address = UnsafeRawPointer(bitPattern: loadBias + value) else { continue }
            found.append(address)
        }
        return found
    }
}
