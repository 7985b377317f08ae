//! How a client connects, beyond its address: natively, which certificates it trusts.

#[cfg(not(target_arch = "wasm32"))]
use rustls::pki_types::CertificateDer;

/// How a client connects, beyond its address. The default trusts the web's usual certificate
/// authorities (natively, Mozilla's list compiled into the program; in the browser, the
/// browser's own).
#[derive(Clone, Debug, Default)]
pub struct ConnectOptions {
    /// Certificates trusted besides the usual authorities, DER-encoded.
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) roots: Vec<CertificateDer<'static>>,
}

#[cfg(not(target_arch = "wasm32"))]
impl ConnectOptions {
    /// These options, trusting also the certificate `der` (DER-encoded) as an authority: a
    /// self-hosted server's own certificate, or a test's. Natively only: a browser trusts what
    /// it trusts.
    ///
    /// # Errors
    ///
    /// [`CertificateError`](crate::CertificateError) when `der` is not a certificate that can
    /// be trusted as an authority.
    pub fn trust_certificate(
        mut self,
        der: impl Into<Vec<u8>>,
    ) -> Result<Self, crate::CertificateError> {
        let der = CertificateDer::from(der.into());
        crate::tls::check_root(&der)?;
        self.roots.push(der);
        Ok(self)
    }
}
