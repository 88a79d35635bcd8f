"""What ``porter.javalib.sound`` does where Java would go further (the program
``tests/porter/programs/SoundFiles.java`` checks the rest against the JDK): it does not
resample nor encode to mu-law/A-law, and it has no audio line to give."""

from __future__ import annotations

import numpy as np
import pytest

from porter.javalib import sound
from porter.javalib.exceptions import IllegalArgumentException
from porter.javalib.files import ByteArrayInputStream


def _tone() -> sound.AudioInputStream:
    data = (np.arange(32, dtype="<i2") * 1000).tobytes()
    fmt = sound.AudioFormat(16000.0, 16, 1, True, False)
    return sound.AudioInputStream(ByteArrayInputStream(data), fmt, 32)


def test_a_conversion_to_another_sample_rate_names_both_formats() -> None:
    target = sound.AudioFormat(8000.0, 16, 1, True, False)
    with pytest.raises(IllegalArgumentException) as raised:
        sound.AudioSystem.getAudioInputStream(target, _tone())
    assert str(raised.value.getMessage()) == (
        "Unsupported conversion: PCM_SIGNED 8000.0 Hz, 16 bit, mono, 2 bytes/frame, "
        "little-endian from PCM_SIGNED 16000.0 Hz, 16 bit, mono, 2 bytes/frame, little-endian"
    )
    assert not sound.AudioSystem.isConversionSupported(target, _tone().getFormat())


def test_mu_law_is_not_an_encoding_it_converts_to() -> None:
    ulaw = sound.AudioFormat(sound.AudioFormat.Encoding.ULAW, 16000.0, 8, 1, 1, 16000.0, False)
    with pytest.raises(IllegalArgumentException, match="Unsupported conversion: ULAW"):
        sound.AudioSystem.getAudioInputStream(ulaw, _tone())


def test_the_line_interfaces_have_no_implementation() -> None:
    info = sound.DataLine.Info(sound.SourceDataLine, _tone().getFormat())
    with pytest.raises(IllegalArgumentException, match="No line matching interface SourceDataLine"):
        sound.AudioSystem.getLine(info)
    with pytest.raises(NotImplementedError, match="a port has no audio line"):
        sound.TargetDataLine().start()


def test_a_converted_stream_reads_its_source_as_it_goes() -> None:
    source = _tone()
    eight = sound.AudioSystem.getAudioInputStream(
        sound.AudioFormat(16000.0, 8, 1, True, False), source
    )
    buffer = bytearray(4)
    assert eight.read(buffer) == 4
    assert source.available() == (32 - 4) * 2
