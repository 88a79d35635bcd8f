"""``javax.sound.sampled`` as audio programs around TensorFlow Java use it: ``AudioFormat``,
``AudioInputStream``, ``AudioFileFormat`` and ``AudioSystem`` reading and writing WAVE, AU and
AIFF files, and converting PCM data between encodings, sample sizes, byte orders and channel
counts with the JDK's arithmetic (``porter.javalib.sound_codec``).

A port has no audio device: like a JVM on a machine without one, ``AudioSystem`` lists no
mixer, and asking it for a line (``getClip``, ``getTargetDataLine``, ``getLine``) raises
Java's ``IllegalArgumentException``. What the port does not do is resample (Java's converter
does): a conversion to another sample rate raises ``IllegalArgumentException`` naming it."""

from __future__ import annotations

import io
import struct
from pathlib import Path
from typing import Any

from porter.javalib import sound_codec
from porter.javalib.boxes import floatToString
from porter.javalib.exceptions import (
    IllegalArgumentException,
    IOException,
    JavaException,
    NullPointerException,
)
from porter.javalib.files import FileInputStream, FileOutputStream, as_path, store_bytes

NOT_SPECIFIED = -1


class UnsupportedAudioFileException(JavaException):
    _java_name = "javax.sound.sampled.UnsupportedAudioFileException"


class LineUnavailableException(JavaException):
    _java_name = "javax.sound.sampled.LineUnavailableException"


class Encoding:
    """``AudioFormat.Encoding``: a name; the five the JDK defines are class constants."""

    PCM_SIGNED: Encoding
    PCM_UNSIGNED: Encoding
    PCM_FLOAT: Encoding
    ULAW: Encoding
    ALAW: Encoding

    def __init__(self, name: str) -> None:
        self._name = name

    def toString(self) -> str:
        return self._name

    __str__ = toString

    def equals(self, other: Any) -> bool:
        return isinstance(other, Encoding) and other._name == self._name

    def __eq__(self, other: object) -> bool:
        return self.equals(other)

    def __hash__(self) -> int:
        return hash(self._name)

    def hashCode(self) -> int:
        return hash(self._name)


for _name in ("PCM_SIGNED", "PCM_UNSIGNED", "PCM_FLOAT", "ULAW", "ALAW"):
    setattr(Encoding, _name, Encoding(_name))


def _float(value: Any) -> float:
    return sound_codec.f32(value)


class AudioFormat:
    """``AudioFormat(sampleRate, sampleSizeInBits, channels, signed, bigEndian)`` (PCM) and
    ``AudioFormat(encoding, sampleRate, sampleSizeInBits, channels, frameSize, frameRate,
    bigEndian[, properties])``, with Java's ``toString``."""

    Encoding = Encoding

    def __init__(self, *args: Any) -> None:
        if len(args) == 5:
            rate, bits, channels, signed, big_endian = args
            encoding = Encoding.PCM_SIGNED if signed else Encoding.PCM_UNSIGNED
            unknown = channels == NOT_SPECIFIED or bits == NOT_SPECIFIED
            frame_size = NOT_SPECIFIED if unknown else (bits + 7) // 8 * channels
            frame_rate = rate
        elif len(args) in (7, 8):
            encoding, rate, bits, channels, frame_size, frame_rate, big_endian = args[:7]
        else:
            raise TypeError(f"AudioFormat takes 5, 7 or 8 arguments, not {len(args)}")
        self._encoding: Encoding = encoding
        self._rate = _float(rate)
        self._bits = int(bits)
        self._channels = int(channels)
        self._frame_size = int(frame_size)
        self._frame_rate = _float(frame_rate)
        self._big_endian = bool(big_endian)

    def getEncoding(self) -> Encoding:
        return self._encoding

    def getSampleRate(self) -> float:
        return self._rate

    def getSampleSizeInBits(self) -> int:
        return self._bits

    def getChannels(self) -> int:
        return self._channels

    def getFrameSize(self) -> int:
        return self._frame_size

    def getFrameRate(self) -> float:
        return self._frame_rate

    def isBigEndian(self) -> bool:
        return self._big_endian

    def matches(self, other: AudioFormat) -> bool:
        """Java's ``matches``: ``other`` (which may leave rates unspecified) describes data this
        format can hold."""

        def same_rate(a: float, b: float) -> bool:
            return a == NOT_SPECIFIED or a == b

        return (
            self._encoding == other._encoding
            and (other._channels == NOT_SPECIFIED or other._channels == self._channels)
            and same_rate(other._rate, self._rate)
            and (other._bits == NOT_SPECIFIED or other._bits == self._bits)
            and (other._frame_size == NOT_SPECIFIED or other._frame_size == self._frame_size)
            and same_rate(other._frame_rate, self._frame_rate)
            and (self._bits <= 8 or other._big_endian == self._big_endian)
        )

    def _pcm_or_float(self) -> bool:
        return self._encoding in (Encoding.PCM_SIGNED, Encoding.PCM_UNSIGNED, Encoding.PCM_FLOAT)

    def toString(self) -> str:
        rate = (
            "unknown sample rate"
            if self._rate == NOT_SPECIFIED
            else f"{floatToString(self._rate)} Hz"
        )
        bits = "unknown bits per sample" if self._bits == NOT_SPECIFIED else f"{self._bits} bit"
        channels = {1: "mono", 2: "stereo", NOT_SPECIFIED: "unknown number of channels"}.get(
            self._channels, f"{self._channels} channels"
        )
        frame = (
            "unknown frame size"
            if self._frame_size == NOT_SPECIFIED
            else f"{self._frame_size} bytes/frame"
        )
        frame_rate = ""
        if abs(self._rate - self._frame_rate) > 0.00001:
            frame_rate = (
                ", unknown frame rate"
                if self._frame_rate == NOT_SPECIFIED
                else f", {floatToString(self._frame_rate)} frames/second"
            )
        order = ""
        if self._encoding in (Encoding.PCM_SIGNED, Encoding.PCM_UNSIGNED) and (
            self._bits > 8 or self._bits == NOT_SPECIFIED
        ):
            order = ", big-endian" if self._big_endian else ", little-endian"
        return f"{self._encoding} {rate}, {bits}, {channels}, {frame}{frame_rate}{order}"

    __str__ = toString


class FileType:
    """``AudioFileFormat.Type``: a name and a file extension."""

    WAVE: FileType
    AU: FileType
    AIFF: FileType
    AIFC: FileType
    SND: FileType

    def __init__(self, name: str, extension: str) -> None:
        self._name = name
        self._extension = extension

    def getExtension(self) -> str:
        return self._extension

    def toString(self) -> str:
        return self._name

    __str__ = toString

    def equals(self, other: Any) -> bool:
        return isinstance(other, FileType) and other._name == self._name

    def __eq__(self, other: object) -> bool:
        return self.equals(other)

    def __hash__(self) -> int:
        return hash(self._name)


for _name, _ext in (("WAVE", "wav"), ("AU", "au"), ("AIFF", "aif"), ("AIFC", "aifc")):
    setattr(FileType, _name, FileType("AIFF-C" if _name == "AIFC" else _name, _ext))
FileType.SND = FileType("SND", "snd")


class AudioFileFormat:
    """What a sound file holds: its type, its data format, its length in bytes and frames."""

    Type = FileType

    def __init__(
        self,
        type: FileType,
        format: AudioFormat,
        frame_length: int,
        byte_length: int = NOT_SPECIFIED,
    ) -> None:
        self._type = type
        self._format = format
        self._frames = int(frame_length)
        self._bytes = int(byte_length)

    def getType(self) -> FileType:
        return self._type

    def getFormat(self) -> AudioFormat:
        return self._format

    def getFrameLength(self) -> int:
        return self._frames

    def getByteLength(self) -> int:
        return self._bytes

    def toString(self) -> str:
        text = f"{self._type} (.{self._type.getExtension()}) file"
        if self._bytes != NOT_SPECIFIED:
            text += f", byte length: {self._bytes}"
        text += f", data format: {self._format}"
        if self._frames != NOT_SPECIFIED:
            text += f", frame length: {self._frames}"
        return text

    __str__ = toString


def _read_bytes(stream: Any, n: int) -> bytes:
    """Up to ``n`` bytes from a port's input stream (Java's ``read(byte[], off, len)``)."""
    out = bytearray()
    while len(out) < n:
        chunk = bytearray(min(n - len(out), 1 << 16))
        got = stream.read(chunk, 0, len(chunk))
        if got is None or got <= 0:
            break
        out += chunk[:got]
    return bytes(out)


class AudioInputStream(FileInputStream):
    """``AudioInputStream(stream, format, lengthInFrames)``: an input stream of whole frames
    (a read asks for a multiple of the frame size) that ends after its frame length."""

    def __init__(self, stream: Any, format: AudioFormat, length: int) -> None:
        self._source = stream
        self._format = format
        self._frame_size = max(format.getFrameSize(), 1)
        self._frames = int(length)
        self._left = NOT_SPECIFIED if length == NOT_SPECIFIED else length * self._frame_size
        self._mark: tuple[int, Any] | None = None

    @classmethod
    def _of(cls, data: bytes, format: AudioFormat, frames: int) -> AudioInputStream:
        return cls(_Bytes(data), format, frames)

    def getFormat(self) -> AudioFormat:
        return self._format

    def getFrameLength(self) -> int:
        return self._frames

    def read(self, buffer: Any = None, offset: int = 0, length: int | None = None) -> int:
        if buffer is None:
            if self._frame_size != 1:
                raise IOException("cannot read a single byte if frame size > 1")
            data = self._take(1)
            return data[0] if data else -1
        n = len(buffer) - offset if length is None else length
        n -= n % self._frame_size
        if n == 0:
            return 0
        data = self._take(n)
        if not data:
            return -1
        store_bytes(buffer, offset, data)
        return len(data)

    def _take(self, n: int) -> bytes:
        if self._left != NOT_SPECIFIED:
            n = min(n, self._left)
        data = _read_bytes(self._source, n)
        data = data[: len(data) - len(data) % self._frame_size]
        if self._left != NOT_SPECIFIED:
            self._left -= len(data)
        return data

    def readAllBytes(self) -> bytes:
        chunks = []
        while chunk := self._take(1 << 16):
            chunks.append(chunk)
        return b"".join(chunks)

    def readNBytes(self, n: int) -> bytes:
        return self._take(n - n % self._frame_size)

    def skip(self, n: int) -> int:
        return len(self._take(max(int(n), 0) - max(int(n), 0) % self._frame_size))

    def available(self) -> int:
        ready = self._source.available() if hasattr(self._source, "available") else 0
        ready -= ready % self._frame_size
        return ready if self._left == NOT_SPECIFIED else min(ready, self._left)

    def markSupported(self) -> bool:
        return bool(getattr(self._source, "markSupported", lambda: False)())

    def mark(self, readlimit: int = 0) -> None:
        self._source.mark(readlimit)
        self._mark = (self._left, None)

    def reset(self) -> None:
        if self._mark is None:
            raise IOException("Resetting to invalid mark")
        self._source.reset()
        self._left = self._mark[0]

    def close(self) -> None:
        close = getattr(self._source, "close", None)
        if close is not None:
            close()


class _Bytes:
    """Bytes in memory read the Java way, with mark and reset."""

    def __init__(self, data: bytes) -> None:
        self._data = io.BytesIO(data)
        self._mark = 0

    def read(self, buffer: Any, offset: int, length: int) -> int:
        data = self._data.read(length)
        if not data:
            return -1
        buffer[offset : offset + len(data)] = data
        return len(data)

    def available(self) -> int:
        return len(self._data.getbuffer()) - self._data.tell()

    def markSupported(self) -> bool:
        return True

    def mark(self, readlimit: int = 0) -> None:
        self._mark = self._data.tell()

    def reset(self) -> None:
        self._data.seek(self._mark)

    def close(self) -> None:
        pass


class _Converted:
    """The frames of another audio stream in a new layout, converted as they are read (so the
    source is read no further than Java's converter reads it)."""

    def __init__(
        self,
        source: AudioInputStream,
        layout: sound_codec.Layout,
        target: sound_codec.Layout,
        frame_size: int,
    ) -> None:
        self._source = source
        self._layout = layout
        self._target = target
        self._in_frame = max(source.getFormat().getFrameSize(), 1)
        self._out_frame = max(frame_size, 1)

    def read(self, buffer: Any, offset: int, length: int) -> int:
        frames = max(length // self._out_frame, 1)
        data = _read_bytes(self._source, frames * self._in_frame)
        if not data:
            return -1
        out = sound_codec.convert(data, self._layout, self._target)
        buffer[offset : offset + len(out)] = out
        return len(out)

    def available(self) -> int:
        return self._source.available() // self._in_frame * self._out_frame

    def close(self) -> None:
        self._source.close()


# -- the Line API: there is no audio device --------------------------------------------------


def _line_method(name: str) -> Any:
    def method(self: Any, *args: Any) -> Any:
        raise NotImplementedError(f"{type(self).__name__}.{name}: a port has no audio line")

    method.__name__ = name
    return method


class Line:
    """``Line`` and its sub-interfaces: the interfaces of the lines a program asks for (no
    object implements them in a port, as ``AudioSystem`` has none to give)."""


class DataLine(Line):
    class Info:
        """``DataLine.Info(lineClass, format)``: which line a program asks ``AudioSystem``
        for."""

        def __init__(self, line: type, format: AudioFormat | None = None, *sizes: Any) -> None:
            self._line = line
            self._format = format

        def getLineClass(self) -> type:
            return self._line

        def toString(self) -> str:
            text = f"interface {self._line.__name__}"
            if self._format is not None:
                text += f" supporting format {self._format}"
            return text

        __str__ = toString


# The interfaces' methods, which a port names but never reaches (no line object exists).
for _owner, _names in (
    (Line, ("open", "close", "isOpen", "getLineInfo", "addLineListener")),
    (
        DataLine,
        (
            *("start", "stop", "drain", "flush", "isRunning", "isActive", "available"),
            *("getFormat", "getBufferSize", "getFramePosition", "getLongFramePosition"),
            *("getMicrosecondPosition", "getLevel", "read", "write", "loop"),
            *("setFramePosition", "setMicrosecondPosition", "setLoopPoints"),
            *("getFrameLength", "getMicrosecondLength"),
        ),
    ),
):
    for _name in _names:
        setattr(_owner, _name, _line_method(_name))


class TargetDataLine(DataLine):
    pass


class SourceDataLine(DataLine):
    pass


class Clip(DataLine):
    pass


class Mixer(Line):
    pass


def _no_line(line: type, format: AudioFormat | None) -> IllegalArgumentException:
    return IllegalArgumentException(f"No line matching {DataLine.Info(line, format)} is supported.")


# Java's getClip() asks for its default format.
_CLIP_FORMAT = AudioFormat(Encoding.PCM_SIGNED, NOT_SPECIFIED, 16, 2, 4, NOT_SPECIFIED, True)


# -- reading and writing sound files ---------------------------------------------------------


def _pcm(
    rate: float, bits: int, channels: int, big_endian: bool, signed: bool = True
) -> AudioFormat:
    encoding = Encoding.PCM_SIGNED if signed else Encoding.PCM_UNSIGNED
    frame = (bits + 7) // 8 * channels
    return AudioFormat(encoding, rate, bits, channels, frame, rate, big_endian)


def _parse_wave(head: bytes) -> tuple[AudioFormat, int, int] | None:
    """(format, offset of the data, its size) from a RIFF WAVE header."""
    if len(head) < 12 or head[:4] != b"RIFF" or head[8:12] != b"WAVE":
        return None
    pos, fmt = 12, None
    while pos + 8 <= len(head):
        chunk, size = head[pos : pos + 4], struct.unpack_from("<I", head, pos + 4)[0]
        body = head[pos + 8 : pos + 8 + size]
        if chunk == b"fmt ":
            tag, channels, rate, _, block, bits = struct.unpack_from("<HHIIHH", body)
            if tag == 0xFFFE and len(body) >= 26:
                tag = struct.unpack_from("<H", body, 24)[0]  # WAVE_FORMAT_EXTENSIBLE
            encoding = {1: None, 3: Encoding.PCM_FLOAT, 6: Encoding.ALAW, 7: Encoding.ULAW}
            if tag not in encoding:
                return None
            kind = encoding[tag]
            if kind is None:
                fmt = _pcm(rate, bits, channels, False, signed=bits > 8)
            else:
                fmt = AudioFormat(kind, rate, bits, channels, block, rate, False)
        elif chunk == b"data" and fmt is not None:
            return fmt, pos + 8, size
        pos += 8 + size + (size & 1)
    return None


_AU_ENCODINGS = {1: (Encoding.ULAW, 8), 2: (None, 8), 3: (None, 16), 4: (None, 24), 5: (None, 32)}
_AU_ENCODINGS |= {6: (Encoding.PCM_FLOAT, 32), 27: (Encoding.ALAW, 8)}


def _parse_au(head: bytes) -> tuple[AudioFormat, int, int] | None:
    if len(head) < 24 or head[:4] != b".snd":
        return None
    offset, size, code, rate, channels = struct.unpack_from(">IIIII", head, 4)
    if code not in _AU_ENCODINGS:
        return None
    kind, bits = _AU_ENCODINGS[code]
    if kind is None:
        fmt = _pcm(rate, bits, channels, True)
    else:
        fmt = AudioFormat(kind, rate, bits, channels, bits // 8 * channels, rate, True)
    return fmt, offset, NOT_SPECIFIED if size == 0xFFFFFFFF else size


def _extended(data: bytes) -> float:
    """The 80-bit IEEE extended float of an AIFF sample rate."""
    exponent, mantissa = struct.unpack(">HQ", data)
    sign = -1 if exponent & 0x8000 else 1
    return float(sign * mantissa * 2.0 ** ((exponent & 0x7FFF) - 16383 - 63))


def _parse_aiff(head: bytes) -> tuple[AudioFormat, int, int] | None:
    if len(head) < 12 or head[:4] != b"FORM" or head[8:12] not in (b"AIFF", b"AIFC"):
        return None
    pos, fmt = 12, None
    while pos + 8 <= len(head):
        chunk, size = head[pos : pos + 4], struct.unpack_from(">I", head, pos + 4)[0]
        if chunk == b"COMM":
            channels, _, bits = struct.unpack_from(">HIH", head, pos + 8)
            rate = _extended(head[pos + 16 : pos + 26])
            fmt = _pcm(rate, bits, channels, True)
        elif chunk == b"SSND" and fmt is not None:
            skip = struct.unpack_from(">I", head, pos + 8)[0]
            return fmt, pos + 16 + skip, size - 8 - skip
        pos += 8 + size + (size & 1)
    return None


_PARSERS = ((FileType.WAVE, _parse_wave), (FileType.AU, _parse_au), (FileType.AIFF, _parse_aiff))


def _open(source: Any) -> tuple[FileType, AudioFormat, bytes, int | None]:
    """(type, format, the sound data, the file's length) of a File, Path, URL or stream."""
    if hasattr(source, "openStream"):
        source = source.openStream()
    if hasattr(source, "read") and not isinstance(source, str | Path):
        raw, length, what = _read_bytes(source, 1 << 62), None, "Stream"
    else:
        path = as_path(source)
        with FileInputStream(path) as stream:
            raw = stream.readAllBytes()
        length, what = len(raw), "File"
    for kind, parse in _PARSERS:
        parsed = parse(raw)
        if parsed is not None:
            fmt, start, size = parsed
            data = raw[start:] if size == NOT_SPECIFIED else raw[start : start + size]
            return kind, fmt, data, length
    raise UnsupportedAudioFileException(f"{what} of unsupported format")


def _frames(data: bytes, fmt: AudioFormat) -> int:
    return len(data) // max(fmt.getFrameSize(), 1)


def _wave_bytes(fmt: AudioFormat, data: bytes) -> bytes:
    if fmt.getEncoding() == Encoding.PCM_FLOAT:
        tag = 3
    elif fmt.getEncoding() in (Encoding.ULAW, Encoding.ALAW):
        tag = 7 if fmt.getEncoding() == Encoding.ULAW else 6
    else:
        tag = 1
    channels, bits = fmt.getChannels(), fmt.getSampleSizeInBits()
    rate, block = int(fmt.getSampleRate()), fmt.getFrameSize()
    header = b"RIFF" + struct.pack("<I", 36 + len(data)) + b"WAVE"
    header += b"fmt " + struct.pack("<IHHIIHH", 16, tag, channels, rate, rate * block, block, bits)
    return header + b"data" + struct.pack("<I", len(data)) + data


def _au_bytes(fmt: AudioFormat, data: bytes) -> bytes:
    codes = {(None, 8): 2, (None, 16): 3, (None, 24): 4, (None, 32): 5}
    kind = None if fmt.getEncoding() == Encoding.PCM_SIGNED else fmt.getEncoding()
    code = {(Encoding.ULAW, 8): 1, (Encoding.ALAW, 8): 27, (Encoding.PCM_FLOAT, 32): 6} | codes
    header = b".snd" + struct.pack(
        ">IIIII",
        24,
        len(data),
        code[(kind, fmt.getSampleSizeInBits())],
        int(fmt.getSampleRate()),
        fmt.getChannels(),
    )
    return header + data


def _extended_bytes(value: float) -> bytes:
    """An AIFF sample rate as an 80-bit IEEE extended float."""
    if value <= 0:
        return bytes(10)
    exponent = int(value).bit_length() - 1 if value >= 1 else 0
    mantissa = int(value * 2.0 ** (63 - exponent))
    return struct.pack(">HQ", exponent + 16383, mantissa)


def _aiff_bytes(fmt: AudioFormat, data: bytes) -> bytes:
    frames = len(data) // max(fmt.getFrameSize(), 1)
    comm = struct.pack(">HIH", fmt.getChannels(), frames, fmt.getSampleSizeInBits())
    comm += _extended_bytes(fmt.getSampleRate())
    body = b"AIFF" + b"COMM" + struct.pack(">I", len(comm)) + comm
    body += b"SSND" + struct.pack(">III", len(data) + 8, 0, 0) + data
    return b"FORM" + struct.pack(">I", len(body)) + body


class AudioSystem:
    """``AudioSystem``: sound files in and out, format conversions, and (no) audio lines."""

    NOT_SPECIFIED = NOT_SPECIFIED

    @staticmethod
    def getAudioInputStream(*args: Any) -> AudioInputStream:
        if len(args) == 2:
            return AudioSystem._convert(args[0], args[1])
        _, fmt, data, _ = _open(args[0])
        return AudioInputStream._of(data, fmt, _frames(data, fmt))

    @staticmethod
    def getAudioFileFormat(source: Any) -> AudioFileFormat:
        kind, fmt, data, length = _open(source)
        byte_length = NOT_SPECIFIED if length is None else length
        return AudioFileFormat(kind, fmt, _frames(data, fmt), byte_length)

    @staticmethod
    def getAudioFileTypes(stream: Any = None) -> list[FileType]:
        return [FileType.WAVE, FileType.AU, FileType.AIFF]

    @staticmethod
    def isFileTypeSupported(kind: FileType, stream: Any = None) -> bool:
        return kind in AudioSystem.getAudioFileTypes()

    @staticmethod
    def write(stream: AudioInputStream, kind: FileType, target: Any) -> int:
        """Writes the stream's frames as a WAVE or AU file; returns the bytes written."""
        fmt = stream.getFormat()
        data = stream.readAllBytes()
        if kind == FileType.WAVE:
            fmt, data = _for_wave(fmt, data)
            out = _wave_bytes(fmt, data)
        elif kind == FileType.AU:
            fmt, data = _for_au(fmt, data)
            out = _au_bytes(fmt, data)
        elif kind == FileType.AIFF:
            fmt, data = _for_au(fmt, data)  # big-endian signed PCM too
            out = _aiff_bytes(fmt, data)
        else:
            raise IllegalArgumentException(
                f"could not write audio file: file type not supported: {kind}"
            )
        if hasattr(target, "write") and not isinstance(target, str | Path):
            target.write(out)
        else:
            with FileOutputStream(as_path(target)) as file:
                file.write(out)
        return len(out)

    @staticmethod
    def _convert(target: Any, stream: AudioInputStream) -> AudioInputStream:
        source = stream.getFormat()
        if isinstance(target, Encoding):
            bits = source.getSampleSizeInBits()
            channels = source.getChannels()
            frame = (bits + 7) // 8 * channels
            target = AudioFormat(
                target,
                source.getSampleRate(),
                bits,
                channels,
                frame,
                source.getFrameRate(),
                source.isBigEndian(),
            )
        if source.matches(target):
            return stream
        if not AudioSystem.isConversionSupported(target, source):
            raise IllegalArgumentException(f"Unsupported conversion: {target} from {source}")
        converted = _Converted(stream, _layout(source), _layout(target), target.getFrameSize())
        return AudioInputStream(converted, target, stream.getFrameLength())

    @staticmethod
    def isConversionSupported(target: Any, source: AudioFormat) -> bool:
        if isinstance(target, Encoding):
            return source._pcm_or_float() and target in (
                Encoding.PCM_SIGNED,
                Encoding.PCM_UNSIGNED,
                Encoding.PCM_FLOAT,
            )
        return (
            source._pcm_or_float()
            and target._pcm_or_float()
            and target.getSampleRate() in (NOT_SPECIFIED, source.getSampleRate())
            and target.getSampleSizeInBits() in (8, 16, 24, 32, 64)
            and (
                target.getChannels() in (source.getChannels(), 1, NOT_SPECIFIED)
                or source.getChannels() == 1
            )
            and (
                target.getEncoding() != Encoding.PCM_FLOAT
                or target.getSampleSizeInBits() in (32, 64)
            )
        )

    # The lines: a port has no audio device, as a JVM on a machine without one.
    @staticmethod
    def getMixerInfo() -> list[Any]:
        return []

    @staticmethod
    def isLineSupported(info: DataLine.Info) -> bool:
        return False

    @staticmethod
    def getLine(info: DataLine.Info) -> Line:
        raise IllegalArgumentException(f"No line matching {info} is supported.")

    @staticmethod
    def getClip(*mixer: Any) -> Clip:
        raise _no_line(Clip, _CLIP_FORMAT)

    @staticmethod
    def getTargetDataLine(format: AudioFormat, *mixer: Any) -> TargetDataLine:
        if format is None:
            raise NullPointerException()
        raise _no_line(TargetDataLine, format)

    @staticmethod
    def getSourceDataLine(format: AudioFormat, *mixer: Any) -> SourceDataLine:
        if format is None:
            raise NullPointerException()
        raise _no_line(SourceDataLine, format)


def _layout(fmt: AudioFormat) -> sound_codec.Layout:
    return sound_codec.Layout(
        encoding=str(fmt.getEncoding()),
        bits=fmt.getSampleSizeInBits(),
        channels=fmt.getChannels(),
        big_endian=fmt.isBigEndian(),
    )


def _for_wave(fmt: AudioFormat, data: bytes) -> tuple[AudioFormat, bytes]:
    """WAVE holds little-endian signed PCM (unsigned at 8 bits), as Java writes it."""
    if not fmt._pcm_or_float() or fmt.getEncoding() == Encoding.PCM_FLOAT:
        return fmt, data
    bits = fmt.getSampleSizeInBits()
    wanted = _pcm(fmt.getSampleRate(), bits, fmt.getChannels(), False, signed=bits > 8)
    if fmt.matches(wanted):
        return fmt, data
    return wanted, sound_codec.convert(data, _layout(fmt), _layout(wanted))


def _for_au(fmt: AudioFormat, data: bytes) -> tuple[AudioFormat, bytes]:
    """AU and AIFF hold big-endian signed PCM."""
    if not fmt._pcm_or_float() or fmt.getEncoding() == Encoding.PCM_FLOAT:
        return fmt, data
    wanted = _pcm(fmt.getSampleRate(), fmt.getSampleSizeInBits(), fmt.getChannels(), True)
    if fmt.matches(wanted):
        return fmt, data
    return wanted, sound_codec.convert(data, _layout(fmt), _layout(wanted))
