// Runs one benchmark body N times in a plain release executable, for profilers that follow a
// whole process (valgrind --tool=callgrind, perf record). Instructions per operation:
//     valgrind --tool=callgrind .build/release/profile-workload aeris 20000
//     valgrind --tool=callgrind .build/release/profile-workload aeris 120000
//     (difference of the two totals) / 100000
import BenchmarkWorkloads
import Foundation

let usage =
    "usage: profile-workload "
    + "twelve|linear|aeris|aeris-library|formula|menu|scroll-effects|scroll-effects-smooth|parade|transform|cold|warm|import-store|import-catalog|import-raw|menu20|menu20-smooth|parade-frame|parade-smooth COUNT"
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let workload = arguments.first, let count = Int(arguments.last ?? "") else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(64)
}

/// Keeps results alive so the optimizer cannot drop the work.
var checksum = 0.0

switch workload {
case "twelve", "linear":
    var tracks = try TwelveTrackWorkload(curves: workload == "linear" ? ["linear"] : TwelveTrackWorkload.mixedCurves)
    for iteration in 0..<count {
        tracks.evaluate(progress: tracks.progressSamples[iteration & 1023])
        checksum += tracks.values[0]
    }
case "aeris":
    var aeris = try AerisComparisonWorkload()
    for iteration in 0..<count { checksum += aeris.engineImageTop(at: iteration & 1023) }
case "aeris-library":
    let catalog = try TemporaryCatalog(seeded: true)
    defer { catalog.remove() }
    var aeris = try AerisComparisonWorkload(catalogPath: catalog.path)
    for iteration in 0..<count { checksum += aeris.engineImageTop(at: iteration & 1023) }
case "formula":
    let aeris = try AerisComparisonWorkload()
    for iteration in 0..<count { checksum += aeris.handWrittenImageTop(at: iteration & 1023) }
case "menu":
    let catalog = try TemporaryCatalog(seeded: true)
    defer { catalog.remove() }
    var menu = try MenuFrameWorkload(catalogPath: catalog.path)
    for iteration in 0..<count { checksum += Double(menu.renderFrame(offset: menu.offsets[iteration & 1023])) }
case "menu20", "menu20-smooth":
    var menu = try SmoothedFrameWorkload.aerisMenu(smoothing: workload == "menu20-smooth")
    for iteration in 0..<count { checksum += menu.renderFrame(iteration) }
case "parade-frame", "parade-smooth":
    let catalog = try TemporaryCatalog(seeded: true)
    defer { catalog.remove() }
    var parade = try SmoothedFrameWorkload.parade(catalogPath: catalog.path, smoothing: workload == "parade-smooth")
    for iteration in 0..<count { checksum += parade.renderFrame(iteration) }
case "scroll-effects":
    let catalog = try TemporaryCatalog(seeded: true)
    defer { catalog.remove() }
    let effects = try ScrollEffectsFrameWorkload(catalogPath: catalog.path)
    for iteration in 0..<count {
        checksum += Double(effects.renderFrame(offset: effects.offsets[iteration & 1023], time: Double(iteration) / 120))
    }
    checksum += effects.backgrounds[0].translationY
case "scroll-effects-smooth":
    let catalog = try TemporaryCatalog(seeded: true)
    defer { catalog.remove() }
    let effects = try ScrollEffectsFrameWorkload(catalogPath: catalog.path, smoothing: true)
    for iteration in 0..<count {
        let time = ScrollEffectsFrameWorkload.frameTime(iteration)
        checksum += Double(effects.renderFrame(offset: effects.offsets[iteration & 1023], time: time))
    }
    checksum += effects.backgrounds[0].translationY
case "parade", "transform":
    let catalog = try TemporaryCatalog(seeded: true)
    defer { catalog.remove() }
    var parade = try ParadeStatesWorkload(catalogPath: catalog.path)
    if workload == "parade" {
        for iteration in 0..<count { checksum += parade.evaluate(at: iteration & 1023) }
    } else {
        for iteration in 0..<count { checksum += parade.imageTransform(at: iteration & 1023).m11 }
    }
case "cold", "warm":
    let catalog = try TemporaryCatalog(seeded: true)
    defer { catalog.remove() }
    var resolve = try ResolveWorkload(catalogPath: catalog.path)
    for _ in 0..<count {
        checksum += Double(workload == "cold" ? try resolve.resolveCold().slotCount : try resolve.resolveWarm().slotCount)
    }
case "import-store", "import-catalog", "import-raw":
    let imports = ImportWorkload(presetCount: count)
    let catalog = try TemporaryCatalog()
    defer { catalog.remove() }
    switch workload {
    case "import-store": try imports.importThroughStore(into: catalog.path)
    case "import-catalog": try imports.importThroughCatalog(into: catalog.path)
    default: try imports.importWithRawSQLite(into: catalog.path)
    }
default:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(64)
}
print(checksum)
