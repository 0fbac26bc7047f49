/// docs/DELIVERY.md's recipe for checking a published manifest with Python and OpenSSL alone: Python rebuilds the signed text from `manifest.json` and OpenSSL checks
/// the signature with the public key it takes from the PEM file itself.
package enum ManifestVerification {
    /// The recipe as a bash script run in `folder`, which holds the private key `signing.pem`
    /// and the published `site/manifest.json`: prints "Signature Verified Successfully", or
    /// stops with a non-zero status.
    package static func script(in folder: String) -> String {
        """
        set -e
        cd '\(folder)'
        openssl pkey -in signing.pem -pubout -out public.pem
        python3 -c '
        import base64, json
        m = json.load(open("site/manifest.json"))
        open("signature.bin", "wb").write(base64.b64decode(m.pop("signature")))
        open("signed.json", "wb").write(json.dumps(m, sort_keys=True, separators=(",", ":")).encode())
        '
        openssl pkeyutl -verify -pubin -inkey public.pem -rawin -in signed.json -sigfile signature.bin

        """
    }
}
