import Foundation

/// The package's manifest as SwiftPM itself reads it (`swift package dump-package`): its
/// products, and each target's direct dependencies, by kind.
struct PackageManifest {
    /// What a target depends on directly: targets of this package, and products of others.
    struct Dependencies {
        var targets: Set<String> = []
        var products: Set<String> = []
    }

    private let targets: [String: Dependencies]
    /// Every product, by name: the targets it is made of.
    let products: [String: [String]]
    /// The executable targets, products or not.
    let executables: Set<String>

    /// Dumps the manifest of the package whose root holds this test's `Tests/` folder, with a
    /// scratch folder of its own so it never waits for the running build's lock.
    static func dumped(testFile: String = #filePath) throws -> PackageManifest {
        let root = URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "swift package dump-package failed"])
        }
        return try PackageManifest(json: data)
    }

    private init(json: Data) throws {
        let document = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        var targets: [String: Dependencies] = [:]
        var executables: Set<String> = []
        for target in document?["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            if target["type"] as? String == "executable" { executables.insert(name) }
            var dependencies = Dependencies()
            for dependency in target["dependencies"] as? [[String: [Any]]] ?? [] {
                // {"byName": [name, condition]}, {"target": [name, condition]} or
                // {"product": [name, package, moduleAliases, condition]}.
                for (kind, fields) in dependency {
                    guard let dependencyName = fields.first as? String else { continue }
                    if kind == "product" {
                        dependencies.products.insert(dependencyName)
                    } else {
                        dependencies.targets.insert(dependencyName)
                    }
                }
            }
            targets[name] = dependencies
        }
        self.targets = targets
        self.executables = executables
        var products: [String: [String]] = [:]
        for product in document?["products"] as? [[String: Any]] ?? [] {
            guard let name = product["name"] as? String else { continue }
            products[name] = product["targets"] as? [String] ?? []
        }
        self.products = products
    }

    /// What `target` names in its own dependencies (nothing for an unknown target).
    func directDependencies(ofTarget target: String) -> Dependencies {
        targets[target] ?? Dependencies()
    }

    /// Everything `target` depends on, directly or through other targets of the package. A
    /// by-name dependency that is not a target of the package is a product of another.
    func transitiveDependencies(ofTarget target: String) -> Dependencies {
        var reached = Dependencies()
        var pending = [target]
        while let next = pending.popLast() {
            guard let direct = targets[next] else {
                reached.targets.remove(next)
                reached.products.insert(next)
                continue
            }
            reached.products.formUnion(direct.products)
            for dependency in direct.targets where reached.targets.insert(dependency).inserted {
                pending.append(dependency)
            }
        }
        return reached
    }
}
