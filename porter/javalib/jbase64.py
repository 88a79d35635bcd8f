"""``java.util.Base64``: the basic, URL-safe and MIME encoders and decoders.

Java's encoders pad with ``=`` unless ``withoutPadding()``; its MIME encoder breaks lines
every 76 characters with ``\\r\\n``; its basic decoder refuses characters outside the
alphabet (``IllegalArgumentException``), the MIME decoder skips them.
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import Any


class Encoder:
    def __init__(self, url: bool = False, mime: bool = False, padding: bool = True) -> None:
        self._url, self._mime, self._padding = url, mime, padding

    def encode(self, data: Any) -> bytes:
        raw = (
            bytes(int(b) & 0xFF for b in data)
            if not isinstance(data, bytes | bytearray)
            else bytes(data)
        )
        out = base64.urlsafe_b64encode(raw) if self._url else base64.b64encode(raw)
        if not self._padding:
            out = out.rstrip(b"=")
        if self._mime:
            out = b"\r\n".join(out[i : i + 76] for i in range(0, len(out), 76))
        return out

    def encodeToString(self, data: Any) -> str:
        return self.encode(data).decode("ascii")

    def withoutPadding(self) -> Encoder:
        return Encoder(self._url, self._mime, padding=False)


class Decoder:
    def __init__(self, url: bool = False, mime: bool = False) -> None:
        self._url, self._mime = url, mime

    def decode(self, data: Any) -> bytes:
        text = data if isinstance(data, str) else bytes(data).decode("latin-1")
        alphabet = "A-Za-z0-9-_" if self._url else "A-Za-z0-9+/"
        if self._mime:
            text = re.sub(f"[^{alphabet}=]", "", text)
        bad = re.search(f"[^{alphabet}=]", text)
        if bad:
            raise ValueError(f"Illegal base64 character {ord(bad.group()):x}")
        text += "=" * (-len(text) % 4)
        try:
            return base64.b64decode(text, altchars=b"-_" if self._url else None, validate=True)
        except binascii.Error as e:
            raise ValueError(str(e)) from None


class Base64:
    @staticmethod
    def getEncoder() -> Encoder:
        return Encoder()

    @staticmethod
    def getDecoder() -> Decoder:
        return Decoder()

    @staticmethod
    def getUrlEncoder() -> Encoder:
        return Encoder(url=True)

    @staticmethod
    def getUrlDecoder() -> Decoder:
        return Decoder(url=True)

    @staticmethod
    def getMimeEncoder() -> Encoder:
        return Encoder(mime=True)

    @staticmethod
    def getMimeDecoder() -> Decoder:
        return Decoder(mime=True)
