/// Elements copied once into memory a program owns, read per frame through a pointer: no
/// optional to unwrap, no reference to retain, no bounds check (the compiler lays out every
/// index). Freed by the owner with `deallocate()`.
@usableFromInline struct FrozenArray<Element>: @unchecked Sendable {
    // @unchecked: written once when frozen, only read afterwards.
    /// The first element (valid memory even when empty).
    @usableFromInline let base: UnsafeMutablePointer<Element>
    let count: Int

    /// A copy of `elements` in new memory; no array is allocated for no elements (most of a
    /// program's arrays are empty): they share memory that is never read, written or freed.
    init(_ elements: [Element]) {
        if elements.isEmpty, MemoryLayout<Element>.stride <= emptyFrozenBytes, MemoryLayout<Element>.alignment <= emptyFrozenAlignment {
            base = emptyFrozenStorage.bindMemory(to: Element.self, capacity: 0)
            count = 0
            return
        }
        base = UnsafeMutablePointer<Element>.allocate(capacity: max(elements.count, 1))
        count = elements.count
        elements.withUnsafeBufferPointer { source in
            if let address = source.baseAddress { base.initialize(from: address, count: source.count) }
        }
    }

    var isEmpty: Bool { count == 0 }

    /// The elements as a buffer.
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// The element at `index`, read through the pointer.
    @inline(__always)
    subscript(index: Int) -> Element { base[index] }

    /// Frees the memory (the elements are plain values: nothing else to release); the shared
    /// memory of an empty array stays.
    func deallocate() {
        if base != emptyFrozenStorage.assumingMemoryBound(to: Element.self) { base.deallocate() }
    }
}

/// The size and alignment of ``emptyFrozenStorage``: enough for any element of a program.
private let emptyFrozenBytes = 256
private let emptyFrozenAlignment = 16
/// Where every empty ``FrozenArray`` points: allocated once, for the life of the process, and
/// never read or written (hence safe to share).
nonisolated(unsafe) private let emptyFrozenStorage = UnsafeMutableRawPointer.allocate(
    byteCount: emptyFrozenBytes, alignment: emptyFrozenAlignment)
