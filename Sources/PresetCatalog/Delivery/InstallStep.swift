/// The steps of ``LiveCatalog/install(manifest:catalog:)``, in order, as an ``InstallObserver``
/// hears them: the tests that kill a process inside an install stop it at each.
package enum InstallStep: String, CaseIterable, Sendable {
    /// Every check of the manifest and the bytes passed; nothing is written yet.
    case verified
    /// Half the catalog is in a temporary file.
    case wroteHalfTheCatalog
    /// The whole catalog is in the temporary file, flushed.
    case wroteTheCatalog
    /// The catalog file has its final name; its manifest is not written.
    case placedTheCatalog
    /// The catalog file opened with full verification.
    case openedTheCatalog
    /// The manifest is in a temporary file, flushed.
    case wroteTheManifest
    /// The manifest has its final name: the install is complete on disk.
    case placedTheManifest
    /// The highest installed version is recorded.
    case recordedTheVersion
    /// The new catalog is in use.
    case switched
    /// One file of the clean-up is removed.
    case removedAnOldFile
}

/// Hears each step of an install, on the installing thread.
package typealias InstallObserver = @Sendable (InstallStep) -> Void
