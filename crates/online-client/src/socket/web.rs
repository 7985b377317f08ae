//! The socket in the browser: the page's WebSocket through ewebsock. `wss://` is the
//! browser's, with the browser's certificates.

use super::Event;
use crate::options::ConnectOptions;

/// Nothing to share between connections: the browser decides what to trust.
#[derive(Clone)]
pub(crate) struct SocketConnector;

impl SocketConnector {
    /// The settings `options` ask for (none apply in the browser).
    pub(crate) fn new(_options: &ConnectOptions) -> Result<Self, String> {
        Ok(Self)
    }
}

/// One WebSocket connection; dropping it closes the connection.
pub(crate) struct Socket {
    sender: ewebsock::WsSender,
    receiver: ewebsock::WsReceiver,
}

impl Socket {
    /// Starts connecting to `url`.
    pub(crate) fn open(url: &str, _connector: &SocketConnector) -> Result<Self, String> {
        let options = ewebsock::Options {
            // A view is a few kilobytes, a snapshot of a long match a few hundred.
            max_incoming_frame_size: 16 * 1024 * 1024,
            ..Default::default()
        };
        let (sender, receiver) = ewebsock::connect(url, options)?;
        Ok(Self { sender, receiver })
    }

    /// Sends `text` as a text message.
    pub(crate) fn send(&mut self, text: String) {
        self.sender.send(ewebsock::WsMessage::Text(text));
    }

    /// The next event, if one came (binary messages and pings are passed over).
    pub(crate) fn try_recv(&self) -> Option<Event> {
        loop {
            return Some(match self.receiver.try_recv()? {
                ewebsock::WsEvent::Opened => Event::Opened,
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => Event::Text(text),
                ewebsock::WsEvent::Message(_) => continue,
                ewebsock::WsEvent::Error(e) => Event::Failed(e),
                ewebsock::WsEvent::Closed => Event::Closed,
            });
        }
    }

    /// Closes the connection.
    pub(crate) fn close(&mut self) {
        self.sender.close();
    }
}
