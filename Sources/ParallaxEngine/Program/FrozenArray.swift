/// Elements copied once into memory a program owns, read per frame through a pointer: no
/// optional to unwrap, no reference to retain, no bounds check (the compiler lays out every
/// index). Freed by the owner with `deallocate()`.
@usableFromInline struct FrozenArray<Element>: @unchecked Sendable {
    // @unchecked: written once when frozen, only read afterwards.
    /// The first element (valid memory even when empty).
    @usableFromInline let base: UnsafeMutablePointer<Element>
    let count: Int

    /// A copy of `elements` in new memory.
    init(_ elements: [Element]) {
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

    /// Frees the memory (the elements are plain values: nothing else to release).
    func deallocate() {
        base.deallocate()
    }
}
