//! `wss://` natively: rustls with ring as its cryptography, trusting Mozilla's list of
//! certificate authorities (compiled in, so the same on every system) and any certificate the
//! program adds ([`ConnectOptions::trust_certificate`](crate::ConnectOptions::trust_certificate)).

use std::fmt;
use std::sync::Arc;

use rustls::pki_types::CertificateDer;
use rustls::{ClientConfig, RootCertStore};

/// Why a certificate could not be trusted: what rustls said of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CertificateError(String);

impl fmt::Display for CertificateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the certificate cannot be trusted: {}", self.0)
    }
}

impl std::error::Error for CertificateError {}

/// Checks that `der` reads as an authority, so that a bad one is refused when it is added
/// rather than at each connection.
pub(crate) fn check_root(der: &CertificateDer<'_>) -> Result<(), CertificateError> {
    RootCertStore::empty()
        .add(der.clone())
        .map_err(|e| CertificateError(e.to_string()))
}

/// The TLS settings of every connection of a client: the usual authorities and `extra`.
pub(crate) fn client_config(
    extra: &[CertificateDer<'static>],
) -> Result<Arc<ClientConfig>, String> {
    let mut roots = RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    for der in extra {
        roots.add(der.clone()).map_err(|e| e.to_string())?;
    }
    // ring explicitly: the process-wide default would need exactly one provider built in.
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}
