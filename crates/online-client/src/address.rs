//! Server addresses as people type them, made into the one WebSocket address they mean.
//!
//! What is accepted, and what it becomes:
//!
//! | typed | address |
//! | --- | --- |
//! | `example.org` | `ws://example.org:8080/ws` (the server's own port: no scheme means the game's server itself) |
//! | `example.org:9000` | `ws://example.org:9000/ws` |
//! | `ws://example.org` | `ws://example.org/ws` (port 80: with a scheme, its usual port) |
//! | `wss://example.org` | `wss://example.org/ws` (port 443) |
//! | `http://example.org:8080` | `ws://example.org:8080/ws` |
//! | `https://example.org` | `wss://example.org/ws` (a server behind a TLS proxy) |
//! | `[::1]:8080` | `ws://[::1]:8080/ws` |
//! | `wss://example.org/games/ws` | kept as is: a proxy may serve the game's server under a prefix |
//!
//! Host names are compared in lower case, IPv6 addresses in their shortest form, and a port
//! that is its scheme's usual one is left out, so that one server has one address: the key
//! under which its seats' tokens are kept ([`crate::seats`]).

use std::fmt;
use std::net::Ipv6Addr;

use online_protocol::WEBSOCKET_PATH;

/// The port of a server typed without a scheme: the one `ivanhoe-server` listens on unless told
/// otherwise.
pub const DEFAULT_PORT: u16 = 8080;

/// A server's WebSocket address, normalised: its text ([`ServerAddress::url`], also its
/// `Display`) is the same however it was typed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ServerAddress {
    secure: bool,
    /// Lower case; an IPv6 address in brackets.
    host: String,
    port: u16,
    path: String,
}

impl ServerAddress {
    /// Whether the connection is encrypted (`wss://`).
    pub fn secure(&self) -> bool {
        self.secure
    }

    /// The host: a name in lower case, an IPv4 address, or an IPv6 address in brackets.
    pub fn host(&self) -> &str {
        &self.host
    }

    /// The port, the scheme's usual one when none was typed.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The path of the WebSocket, `/ws` unless another ending in `/ws` was typed.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The address to connect to, e.g. `wss://example.org/ws` or `ws://10.0.0.2:8080/ws`.
    pub fn url(&self) -> String {
        self.to_string()
    }

    fn usual_port(secure: bool) -> u16 {
        if secure { 443 } else { 80 }
    }
}

impl fmt::Display for ServerAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scheme = if self.secure { "wss" } else { "ws" };
        write!(f, "{scheme}://{}", self.host)?;
        if self.port != Self::usual_port(self.secure) {
            write!(f, ":{}", self.port)?;
        }
        f.write_str(&self.path)
    }
}

impl From<&ServerAddress> for String {
    fn from(address: &ServerAddress) -> Self {
        address.url()
    }
}

impl From<ServerAddress> for String {
    fn from(address: ServerAddress) -> Self {
        address.url()
    }
}

/// What was wrong with a typed address, as a code: the game shows each in the player's
/// language (its name for that is [`AddressErrorCode::name`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddressErrorCode {
    /// Nothing typed: `""`, `"   "`.
    Empty,
    /// A space (or other blank) inside: `my server`, `ws://host/ w s`.
    Space,
    /// A scheme other than `ws`, `wss`, `http` and `https`: `ftp://example.org`.
    UnknownScheme,
    /// A scheme and no host: `wss://`, `ws://:8080/ws`.
    MissingHost,
    /// Not a host name nor an IP address: `my_server`, `ex..ample`, `-host`, `hôte`.
    BadHost,
    /// An IPv6 address without its brackets (which the port would be mistaken for):
    /// `::1`, `fe80::1:8080`; `[::1]:8080` is meant.
    Ipv6WithoutBrackets,
    /// Brackets that hold no IPv6 address, or are not closed: `[::g]`, `[::1`, `[::1]x`.
    BadIpv6,
    /// A port that is not a number from 1 to 65535: `host:`, `host:http`, `host:0`,
    /// `host:70000`.
    BadPort,
    /// A user name or password (`user@host`, `user:secret@host`): the server takes none, and
    /// a password would be kept in the settings in clear.
    UserInfo,
    /// A path that does not end in `/ws`, where the server's WebSocket is: `host/chat`,
    /// `https://example.org/index.html`.
    UnexpectedPath,
    /// A query or fragment: `host/ws?room=1`, `host#top`.
    QueryOrFragment,
}

impl AddressErrorCode {
    /// A stable kebab-case name, for a message id such as `online-address-bad-port`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Empty => "empty",
            Self::Space => "space",
            Self::UnknownScheme => "unknown-scheme",
            Self::MissingHost => "missing-host",
            Self::BadHost => "bad-host",
            Self::Ipv6WithoutBrackets => "ipv6-without-brackets",
            Self::BadIpv6 => "bad-ipv6",
            Self::BadPort => "bad-port",
            Self::UserInfo => "user-info",
            Self::UnexpectedPath => "unexpected-path",
            Self::QueryOrFragment => "query-or-fragment",
        }
    }
}

/// Why a typed address could not be used: the problem's code, and the part of what was typed
/// that it is about (the scheme, host, port or path; empty for [`AddressErrorCode::Empty`]).
/// Its `Display` says it in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AddressError {
    /// What was wrong.
    pub code: AddressErrorCode,
    /// The part of what was typed that was wrong, as typed.
    pub part: String,
}

impl AddressError {
    fn new(code: AddressErrorCode, part: &str) -> Self {
        Self {
            code,
            part: part.to_string(),
        }
    }
}

impl fmt::Display for AddressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let part = &self.part;
        match self.code {
            AddressErrorCode::Empty => write!(f, "no server address was typed"),
            AddressErrorCode::Space => write!(f, "a server address has no spaces inside"),
            AddressErrorCode::UnknownScheme => write!(
                f,
                "\"{part}://\" is not a server's scheme: use ws://, wss://, http:// or https://"
            ),
            AddressErrorCode::MissingHost => write!(f, "the address names no server"),
            AddressErrorCode::BadHost => {
                write!(f, "\"{part}\" is not a server's name nor an IP address")
            }
            AddressErrorCode::Ipv6WithoutBrackets => write!(
                f,
                "an IPv6 address goes in brackets, the port after them: [{part}]:8080"
            ),
            AddressErrorCode::BadIpv6 => write!(f, "\"{part}\" is not an IPv6 address in brackets"),
            AddressErrorCode::BadPort => {
                write!(f, "\"{part}\" is not a port: a number from 1 to 65535")
            }
            AddressErrorCode::UserInfo => {
                write!(f, "the server takes no user name or password (\"{part}@\")")
            }
            AddressErrorCode::UnexpectedPath => write!(
                f,
                "the path \"{part}\" is not a game server's: leave it out, or end it in {WEBSOCKET_PATH}"
            ),
            AddressErrorCode::QueryOrFragment => write!(
                f,
                "a server address has no \"?\" or \"#\" part (\"{part}\")"
            ),
        }
    }
}

impl std::error::Error for AddressError {}

/// The server address meant by `input`, as a person types it: a host, `host:port`, or a
/// `ws://`, `wss://`, `http://` or `https://` address, blanks around it ignored (the table in
/// [this module's documentation](self) says what each becomes).
///
/// # Errors
///
/// An [`AddressError`] naming the first thing that could not be used.
pub fn parse_server_address(input: &str) -> Result<ServerAddress, AddressError> {
    use AddressErrorCode as Code;
    let typed = input.trim();
    if typed.is_empty() {
        return Err(AddressError::new(Code::Empty, ""));
    }
    if typed.contains(char::is_whitespace) {
        return Err(AddressError::new(Code::Space, typed));
    }
    let (secure, default_port, rest) = match typed.split_once("://") {
        Some((scheme, rest)) => match scheme.to_ascii_lowercase().as_str() {
            "ws" | "http" => (false, 80, rest),
            "wss" | "https" => (true, 443, rest),
            _ => return Err(AddressError::new(Code::UnknownScheme, scheme)),
        },
        None => (false, DEFAULT_PORT, typed),
    };
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    if let Some(at) = tail.find(['?', '#']) {
        return Err(AddressError::new(Code::QueryOrFragment, &tail[at..]));
    }
    let path = match tail {
        "" | "/" => WEBSOCKET_PATH.to_string(),
        path if path.ends_with(WEBSOCKET_PATH) && !path.contains("//") => path.to_string(),
        path => return Err(AddressError::new(Code::UnexpectedPath, path)),
    };
    if let Some((user, _)) = authority.rsplit_once('@') {
        return Err(AddressError::new(Code::UserInfo, user));
    }
    let (host, port) = split_host_port(authority)?;
    let port = match port {
        None => default_port,
        Some(text) => parse_port(text)?,
    };
    Ok(ServerAddress {
        secure,
        host,
        port,
        path,
    })
}

/// The host (normalised) and the port's text, if one was typed.
fn split_host_port(authority: &str) -> Result<(String, Option<&str>), AddressError> {
    use AddressErrorCode as Code;
    if authority.is_empty() {
        return Err(AddressError::new(Code::MissingHost, authority));
    }
    if let Some(inside) = authority.strip_prefix('[') {
        let Some((ip, after)) = inside.split_once(']') else {
            return Err(AddressError::new(Code::BadIpv6, authority));
        };
        let Ok(ip) = ip.parse::<Ipv6Addr>() else {
            return Err(AddressError::new(Code::BadIpv6, authority));
        };
        let port = match after {
            "" => None,
            _ => match after.strip_prefix(':') {
                Some(port) => Some(port),
                None => return Err(AddressError::new(Code::BadIpv6, authority)),
            },
        };
        return Ok((format!("[{ip}]"), port));
    }
    if authority.matches(':').count() > 1 {
        let code = if authority.parse::<Ipv6Addr>().is_ok() {
            Code::Ipv6WithoutBrackets
        } else {
            Code::BadHost
        };
        return Err(AddressError::new(code, authority));
    }
    if authority.starts_with(':') {
        return Err(AddressError::new(Code::MissingHost, authority));
    }
    let (host, port) = match authority.split_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    };
    if !is_host_name(host) {
        return Err(AddressError::new(Code::BadHost, host));
    }
    Ok((host.to_ascii_lowercase(), port))
}

/// A DNS name (or an IPv4 address, which has the same shape): dot-separated labels of ASCII
/// letters, digits and inner hyphens, at most 63 characters each and 253 in all.
fn is_host_name(host: &str) -> bool {
    host.len() <= 253
        && host.split('.').all(|label| {
            (1..=63).contains(&label.len())
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')
                && !label.starts_with('-')
                && !label.ends_with('-')
        })
}

fn parse_port(text: &str) -> Result<u16, AddressError> {
    // Digits only: `u16::from_str` would take a leading `+`.
    match text.parse::<u16>() {
        Ok(port) if port > 0 && text.bytes().all(|b| b.is_ascii_digit()) => Ok(port),
        _ => Err(AddressError::new(AddressErrorCode::BadPort, text)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn url(typed: &str) -> String {
        match parse_server_address(typed) {
            Ok(address) => address.url(),
            Err(e) => panic!("{typed:?} refused: {e}"),
        }
    }

    fn refused(typed: &str) -> (AddressErrorCode, String) {
        match parse_server_address(typed) {
            Ok(address) => panic!("{typed:?} accepted as {address}"),
            Err(e) => (e.code, e.part),
        }
    }

    /// A bare host, or host and port, is the game's own server: port 8080 unless given, path
    /// `/ws`, plain WebSocket.
    #[test]
    fn a_host_without_scheme_is_the_game_server_on_8080() {
        assert_eq!(url("example.org"), "ws://example.org:8080/ws");
        assert_eq!(url("example.org:9000"), "ws://example.org:9000/ws");
        assert_eq!(url("localhost"), "ws://localhost:8080/ws");
        assert_eq!(url("192.168.1.20"), "ws://192.168.1.20:8080/ws");
        assert_eq!(url("192.168.1.20:80"), "ws://192.168.1.20/ws");
        assert_eq!(url("example.org/ws"), "ws://example.org:8080/ws");
    }

    /// With a scheme, a missing port is the scheme's usual one; http becomes ws and https
    /// becomes wss.
    #[test]
    fn schemes_take_their_usual_ports_and_http_means_ws() {
        assert_eq!(url("ws://example.org"), "ws://example.org/ws");
        assert_eq!(url("ws://example.org:8080/ws"), "ws://example.org:8080/ws");
        assert_eq!(url("wss://example.org"), "wss://example.org/ws");
        assert_eq!(
            url("wss://example.org:8443/ws"),
            "wss://example.org:8443/ws"
        );
        assert_eq!(url("http://example.org:8080"), "ws://example.org:8080/ws");
        assert_eq!(url("https://example.org/"), "wss://example.org/ws");
        assert_eq!(url("HTTPS://Example.ORG"), "wss://example.org/ws");
        let address = parse_server_address("https://example.org").unwrap();
        assert!(address.secure());
        assert_eq!(address.port(), 443);
        assert_eq!(address.host(), "example.org");
        assert_eq!(address.path(), "/ws");
    }

    /// One server has one address however it is typed: the key its tokens are kept under.
    #[test]
    fn one_server_has_one_address() {
        let same = [
            "wss://example.org",
            "  https://EXAMPLE.org:443/ws ",
            "wss://example.org:443/",
        ];
        for typed in same {
            assert_eq!(url(typed), "wss://example.org/ws", "{typed}");
        }
        assert_eq!(
            parse_server_address("[0:0::1]:8080"),
            parse_server_address("ws://[::1]:8080/ws")
        );
    }

    /// IPv6 addresses go in brackets, with or without a port.
    #[test]
    fn ipv6_addresses_in_brackets_are_accepted() {
        assert_eq!(url("[::1]"), "ws://[::1]:8080/ws");
        assert_eq!(url("[::1]:9000"), "ws://[::1]:9000/ws");
        assert_eq!(url("wss://[2001:db8::7]/ws"), "wss://[2001:db8::7]/ws");
    }

    /// Blanks around an address are ignored; a path ending in `/ws` (a proxy's prefix) is
    /// kept.
    #[test]
    fn blanks_around_and_prefixed_paths_are_accepted() {
        assert_eq!(url("\t example.org:8080 \n"), "ws://example.org:8080/ws");
        assert_eq!(
            url("https://example.org/games/ws"),
            "wss://example.org/games/ws"
        );
    }

    /// Each refused form is refused with its own code, naming the part that was wrong.
    #[test]
    fn each_unusable_address_says_what_was_wrong() {
        use AddressErrorCode as Code;
        let cases: &[(&str, Code, &str)] = &[
            ("", Code::Empty, ""),
            ("   ", Code::Empty, ""),
            ("my server", Code::Space, "my server"),
            ("ftp://example.org", Code::UnknownScheme, "ftp"),
            ("wss://", Code::MissingHost, ""),
            ("ws://:8080/ws", Code::MissingHost, ":8080"),
            (":8080", Code::MissingHost, ":8080"),
            ("my_server", Code::BadHost, "my_server"),
            ("ex..ample", Code::BadHost, "ex..ample"),
            ("-host", Code::BadHost, "-host"),
            ("hôte", Code::BadHost, "hôte"),
            ("::1", Code::Ipv6WithoutBrackets, "::1"),
            ("a:b:c", Code::BadHost, "a:b:c"),
            ("[::g]", Code::BadIpv6, "[::g]"),
            ("[::1", Code::BadIpv6, "[::1"),
            ("[::1]x", Code::BadIpv6, "[::1]x"),
            ("host:", Code::BadPort, ""),
            ("host:http", Code::BadPort, "http"),
            ("host:0", Code::BadPort, "0"),
            ("host:70000", Code::BadPort, "70000"),
            ("host:+80", Code::BadPort, "+80"),
            ("user:secret@host", Code::UserInfo, "user:secret"),
            ("host/chat", Code::UnexpectedPath, "/chat"),
            (
                "https://example.org/index.html",
                Code::UnexpectedPath,
                "/index.html",
            ),
            ("host//ws", Code::UnexpectedPath, "//ws"),
            ("host/ws?room=1", Code::QueryOrFragment, "?room=1"),
            ("host#top", Code::QueryOrFragment, "#top"),
        ];
        for (typed, code, part) in cases {
            assert_eq!(refused(typed), (*code, part.to_string()), "{typed:?}");
        }
    }

    /// The English words name what was wrong, and each code has its own message name.
    #[test]
    fn errors_say_in_words_what_was_wrong() {
        let error = parse_server_address("ftp://example.org").unwrap_err();
        assert_eq!(
            error.to_string(),
            "\"ftp://\" is not a server's scheme: use ws://, wss://, http:// or https://"
        );
        let error = parse_server_address("host:70000").unwrap_err();
        assert_eq!(
            error.to_string(),
            "\"70000\" is not a port: a number from 1 to 65535"
        );
        assert_eq!(error.code.name(), "bad-port");
    }
}
