extension Array {
    /// The elements in groups of equal `key`, each group in the elements' order, the groups in
    /// the order their first element comes.
    func groupedInOrder<Key: Hashable>(by key: (Element) -> Key) -> [(key: Key, members: [Element])] {
        var groups: [(key: Key, members: [Element])] = []
        var positions: [Key: Int] = [:]
        for element in self {
            let elementKey = key(element)
            if let position = positions[elementKey] {
                groups[position].members.append(element)
            } else {
                positions[elementKey] = groups.count
                groups.append((elementKey, [element]))
            }
        }
        return groups
    }
}
