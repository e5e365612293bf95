"""How a placement is read: bounded before it is read (len(),
__length_hint__) and while it is read (the item past the limit), from its
memory for arrays (the buffer protocol), and never from an unordered
collection."""

import itertools
from array import array

import pytest

from nqueens_lab import NotASolution, canonical, complete, format, one, symmetries, validate

#: The solutions of four and eight, and their canonical members.
FOUR = [2, 0, 3, 1]
EIGHT = [7, 3, 0, 2, 5, 1, 6, 4]


class Told:
    """An iterable that tells its length only by `__length_hint__`, as an
    iterator may, and counts the items read from it."""

    def __init__(self, length):
        self.length = length
        self.read = 0

    def __length_hint__(self):
        return self.length

    def __iter__(self):
        for _ in range(self.length):
            self.read += 1
            yield 0


class Sized(Told):
    """The same, with `__len__`."""

    def __len__(self):
        return self.length


def endless(read):
    """An endless generator of zeros, counting in read[0] the items read."""
    for _ in itertools.count():
        read[0] += 1
        yield 0


# -- Item 2: a placement over its limit is refused before it is read -------

LIMITS = [
    (validate, "validate", 10**8),
    (format, "format", 10**8),
    (canonical, "canonical", 10**6),
    (symmetries, "symmetries", 10**6),
]


@pytest.mark.parametrize("function, name, limit", LIMITS)
@pytest.mark.parametrize("kind", [Sized, Told], ids=["len", "length_hint"])
def test_a_told_length_over_the_limit_is_refused_unread(function, name, limit, kind):
    placement = kind(limit + 1)
    with pytest.raises(ValueError) as raised:
        function(placement)
    assert str(raised.value) == (
        f"a placement of {limit + 1} queens is too long: {name} takes at most {limit}"
    )
    assert placement.read == 0


@pytest.mark.parametrize("function, name, limit", LIMITS)
def test_a_length_beyond_any_machine_word_is_refused(function, name, limit):
    # len(range(10**20)) raises OverflowError: the range is over any limit.
    with pytest.raises(ValueError) as raised:
        function(range(10**20))
    assert str(raised.value) == (
        f"a placement of more than {limit} queens is too long: {name} takes at most {limit}"
    )


@pytest.mark.parametrize("function, name", [(canonical, "canonical"), (symmetries, "symmetries")])
def test_a_generator_is_read_to_one_item_past_the_limit(function, name):
    read = [0]
    with pytest.raises(ValueError) as raised:
        function(endless(read))
    assert str(raised.value) == (
        f"a placement of more than 1000000 queens is too long: {name} takes at most 1000000"
    )
    assert read[0] == 1_000_001


def test_a_told_length_within_the_limit_is_read_whole():
    placement = Told(10**6)
    with pytest.raises(NotASolution):
        canonical(placement)
    assert placement.read == 10**6


def test_the_squares_of_complete_are_refused_unread():
    queens = Sized(10**8 + 1)
    with pytest.raises(ValueError) as raised:
        complete(8, queens=queens)
    assert str(raised.value) == "100000001 squares in queens: complete takes at most 100000000"
    assert queens.read == 0
    blocked = Told(10**8 + 1)
    with pytest.raises(ValueError, match="^100000001 squares in blocked"):
        complete(8, blocked=blocked)
    assert blocked.read == 0


# -- Item 6: arrays are read from their memory (the buffer protocol) -------

INT_TYPECODES = ["b", "B", "h", "H", "i", "I", "l", "L", "q", "Q"]


class UnreadableArray(array):
    """An array.array that fails if it is read item by item."""

    def __iter__(self):
        raise AssertionError("the array was iterated, not read from its memory")


@pytest.mark.parametrize("typecode", INT_TYPECODES)
def test_arrays_of_every_integer_type(typecode):
    queens = UnreadableArray(typecode, EIGHT)
    assert validate(queens) is None
    assert canonical(queens) == canonical(EIGHT) == [0, 4, 7, 5, 2, 6, 1, 3]
    assert symmetries(queens) == symmetries(EIGHT)
    assert format(queens, "json") == "[7,3,0,2,5,1,6,4]"
    assert validate(memoryview(UnreadableArray(typecode, FOUR))) is None


@pytest.mark.parametrize("typecode", ["f", "d", "u"])
def test_arrays_of_other_items_are_refused(typecode):
    queens = array(typecode, "\x01\x03\x00\x02" if typecode == "u" else [1, 3, 0, 2])
    with pytest.raises(TypeError) as raised:
        validate(queens)
    assert str(raised.value) == (
        f"a column must be an int, not an item of array('{typecode}'):"
        " an array.array of typecode b, B, h, H, i, I, l, L, q or Q is read"
    )


def test_memoryviews_of_other_items_are_refused():
    with pytest.raises(TypeError) as raised:
        validate(memoryview(array("d", [1, 3, 0, 2])))
    assert str(raised.value).startswith(
        "a column must be an int, not an item of a memoryview of format 'd': memoryviews of integer items"
    )
    with pytest.raises(TypeError, match="^a placement is a one-dimensional sequence of columns, not a memoryview of 2 dimensions$"):
        validate(memoryview(array("I", FOUR)).cast("B").cast("I", (2, 2)))


def test_array_columns_off_the_board():
    with pytest.raises(ValueError) as raised:
        validate(array("Q", [1, 2**64 - 1, 0, 2]))
    assert str(raised.value) == (
        f"queen in row 1 is in column {2**64 - 1}, outside a board of N = 4 (columns 0 to 3)"
    )
    with pytest.raises(ValueError, match="^queen in row 2 is in column -1, outside"):
        validate(array("q", [1, 3, -1, 2]))


def test_a_long_array_is_read_in_chunks():
    # More than one chunk (2^18 items): the columns come back in order.
    queens = one(10**6)
    for typecode in ("I", "q"):
        assert format(array(typecode, queens)) == format(list(queens))
    queens[0], queens[1] = queens[1], queens[0]
    assert format(array("q", queens)) == format(list(queens))


def test_numpy_arrays_are_read_from_their_memory():
    np = pytest.importorskip("numpy")

    class Unreadable(np.ndarray):
        def __iter__(self):
            raise AssertionError("the array was iterated, not read from its memory")

        def tolist(self):
            raise AssertionError("the array was converted, not read from its memory")

    for dtype in ["int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", ">i4", "<u8", ">i8"]:
        queens = np.array(EIGHT, dtype=dtype).view(Unreadable)
        assert validate(queens) is None, dtype
        assert canonical(queens) == [0, 4, 7, 5, 2, 6, 1, 3], dtype
        assert symmetries(queens) == symmetries(EIGHT), dtype
    # Views with strides are read in their own order.
    backwards = np.array(EIGHT[::-1], dtype="int64")[::-1]
    assert canonical(backwards.view(Unreadable)) == [0, 4, 7, 5, 2, 6, 1, 3]
    every_other = np.array([x for c in EIGHT for x in (c, 99)], dtype="int32")[::2]
    assert format(every_other.view(Unreadable)) == format(EIGHT)
    big = np.asarray(one(10**6), dtype=np.int64)
    assert format(big) == format(one(10**6))
    # Python objects in an array of dtype object are read item by item.
    assert canonical(np.array(EIGHT, dtype=object)) == [0, 4, 7, 5, 2, 6, 1, 3]


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda np: np.array([1.0, 3.0, 0.0, 2.0]), "a column must be an int, not an item of a NumPy array of dtype float64: NumPy arrays of an integer dtype (int8 to uint64) are read"),
        (lambda np: np.array([True, False]), "a column must be an int, not an item of a NumPy array of dtype bool: NumPy arrays of an integer dtype (int8 to uint64) are read"),
        (lambda np: np.array(["1", "3"]), "a column must be an int, not an item of a NumPy array of dtype <U1: NumPy arrays of an integer dtype (int8 to uint64) are read"),
        (lambda np: np.array([[1, 3], [0, 2]]), "a placement is a one-dimensional sequence of columns, not a ndarray of 2 dimensions"),
        (lambda np: np.array(3), "a placement is a one-dimensional sequence of columns, not a ndarray of 0 dimensions"),
    ],
    ids=["float64", "bool", "str", "2-d", "0-d"],
)
def test_numpy_arrays_of_other_items_or_shapes_are_refused(make, message):
    np = pytest.importorskip("numpy")
    with pytest.raises(TypeError) as raised:
        validate(make(np))
    assert str(raised.value) == message


def test_numpy_arrays_over_the_limit_are_refused():
    np = pytest.importorskip("numpy")
    with pytest.raises(ValueError) as raised:
        canonical(np.zeros(10**6 + 1, dtype=np.uint8))
    assert str(raised.value) == "a placement of 1000001 queens is too long: canonical takes at most 1000000"


# -- Item 8: a placement is an ordered sequence of columns ------------------

ORDERED = "a placement is an ordered sequence of ints (the column of each row), not a "


@pytest.mark.parametrize(
    "placement, message",
    [
        ({1, 3, 0, 2}, ORDERED + "set, which has no order: pass a list"),
        (frozenset(FOUR), ORDERED + "frozenset, which has no order: pass a list"),
        ({0: 1, 1: 3, 2: 0, 3: 2}.keys(), ORDERED + "dict_keys, which has no order: pass a list"),
        ({0: 1, 1: 3, 2: 0, 3: 2}, ORDERED + "dict: pass its columns as a list, [d[row] for row in range(len(d))] for a dict from row to column"),
        (b"\x01\x03\x00\x02", "a placement is a sequence of ints (the column of each row), not bytes: parse(data.decode()) reads a text, list(data) takes its bytes as columns"),
        (bytearray(b"\x01\x03\x00\x02"), "a placement is a sequence of ints (the column of each row), not bytearray: parse(data.decode()) reads a text, list(data) takes its bytes as columns"),
    ],
    ids=["set", "frozenset", "dict_keys", "dict", "bytes", "bytearray"],
)
@pytest.mark.parametrize("function", [validate, canonical, symmetries, format])
def test_unordered_collections_and_bytes_are_refused(function, placement, message):
    with pytest.raises(TypeError) as raised:
        function(placement)
    assert str(raised.value) == message


def test_ordered_views_and_iterators_are_read():
    by_row = {0: 1, 1: 3, 2: 0, 3: 2}
    assert validate(by_row.values()) is None
    assert validate(iter([1, 3, 0, 2])) is None
    assert canonical(c for c in FOUR) == [1, 3, 0, 2]
