//! Placements in and out: the columns a function is given and the compact
//! `array('I')` that the functions for huge boards return.
//!
//! A placement is an ordered sequence of ints, `columns[row]` the column of
//! the queen in `row`. It is read
//!
//! - from its memory, through the buffer protocol (a `memoryview` of it),
//!   when it is an `array.array`, a NumPy array of an integer dtype or a
//!   `memoryview`: no Python int is made for each column, so 10^7 columns
//!   take milliseconds;
//! - item by item otherwise: a list, a tuple, a range, any iterable of ints
//!   (objects with `__index__`, such as NumPy integers, included).
//!
//! Either way it is read to its function's [`Limit`] and no further: a
//! length told beforehand (`len()`, or `__length_hint__` for an iterator)
//! above the limit is refused before a single item is read, and the reading
//! of an iterable stops at the item past the limit. A `str`, `bytes`, a set
//! and a dict are refused, as no ordered sequence of columns.

use pyo3::exceptions::{PyOverflowError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{
    PyByteArray, PyBytes, PyDict, PyFrozenSet, PyMemoryView, PySet, PySlice, PyString,
};

use crate::errors::value_error;
use crate::ints::{int, type_name, Int};

/// The most queens a placement given to a function may have: as many as
/// `random_solution` and `one` make. Reading stops there, so that an endless
/// iterator or `range(10**12)` is refused instead of filling memory.
pub(crate) const MAX_QUEENS: usize = nqueens_lab::random::MAX_N;

/// The items of a buffer copied at a time (as `bytes`): 2 MiB of 8-byte
/// items, so that reading a large array takes little memory beside the
/// columns.
const ITEMS_PER_CHUNK: usize = 1 << 18;

/// The most columns a function reads, and its name for the message that
/// refuses more.
#[derive(Clone, Copy)]
pub(crate) struct Limit {
    /// The most columns taken.
    pub(crate) max: usize,
    /// The function, as the message names it.
    pub(crate) function: &'static str,
}

impl Limit {
    /// The refusal of a placement of `length` columns (`None`: more than
    /// the limit, however many).
    fn refuse(self, length: Option<usize>) -> PyErr {
        let shown = length.map_or_else(|| format!("more than {}", self.max), |n| n.to_string());
        PyValueError::new_err(format!(
            "a placement of {shown} queens is too long: {} takes at most {}",
            self.function, self.max
        ))
    }
}

/// Reads a placement: `columns[row]` is the column of the queen in `row`.
///
/// Every column must be an int from 0 to N − 1 (N being the number of
/// columns), and there must be at least one; the library's messages say
/// what is wrong otherwise. At most `limit.max` columns are taken, and at
/// most one more is read (see the module's documentation).
pub(crate) fn columns(value: &Bound<'_, PyAny>, limit: Limit) -> PyResult<Vec<usize>> {
    refuse_unordered(value)?;
    let mut placement = Placement::default();
    if let Some((view, items)) = int_buffer(value)? {
        read_buffer(&view, items, limit, &mut placement)?;
        view.call_method0("release")?;
        return placement.finish();
    }
    match announced_length(value)? {
        Length::Known(n) if n > limit.max => return Err(limit.refuse(Some(n))),
        Length::Huge => return Err(limit.refuse(None)),
        _ => {}
    }
    for item in value.try_iter()? {
        let item = item?;
        if placement.columns.len() == limit.max {
            return Err(limit.refuse(None));
        }
        placement.push(int(&item, "a column")?);
    }
    placement.finish()
}

/// A `TypeError` for the values that are no ordered sequence of columns
/// though Python iterates them: a `str` or `bytes` (text, or bytes that are
/// not columns), a set (no order), a dict (its keys).
fn refuse_unordered(value: &Bound<'_, PyAny>) -> PyResult<()> {
    let py = value.py();
    if value.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "a placement is a sequence of ints (the column of each row), not a str: parse(text) reads text",
        ));
    }
    if value.is_instance_of::<PyBytes>() || value.is_instance_of::<PyByteArray>() {
        return Err(PyTypeError::new_err(format!(
            "a placement is a sequence of ints (the column of each row), not {}: parse(data.decode()) reads a text, list(data) takes its bytes as columns",
            type_name(value)
        )));
    }
    if value.is_instance_of::<PySet>()
        || value.is_instance_of::<PyFrozenSet>()
        || value.is_instance(abc(py, "Set")?)?
    {
        return Err(PyTypeError::new_err(format!(
            "a placement is an ordered sequence of ints (the column of each row), not a {}, which has no order: pass a list",
            type_name(value)
        )));
    }
    if value.is_instance_of::<PyDict>() || value.is_instance(abc(py, "Mapping")?)? {
        return Err(PyTypeError::new_err(format!(
            "a placement is an ordered sequence of ints (the column of each row), not a {}: pass its columns as a list, [d[row] for row in range(len(d))] for a dict from row to column",
            type_name(value)
        )));
    }
    Ok(())
}

/// An abstract class of `collections.abc`: `Set` or `Mapping`.
fn abc<'py>(py: Python<'py>, name: &'static str) -> PyResult<&'py Bound<'py, PyAny>> {
    static SET: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    static MAPPING: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    let class = if name == "Set" { &SET } else { &MAPPING };
    Ok(class
        .get_or_try_init(py, || {
            PyResult::Ok(py.import("collections.abc")?.getattr(name)?.unbind())
        })?
        .bind(py))
}

/// The length an iterable tells before it is read.
pub(crate) enum Length {
    /// It tells none.
    Unknown,
    /// `len()`, or `__length_hint__` for an object without `len()`.
    Known(usize),
    /// A length no `ssize_t` holds, as `range(10**20)` has.
    Huge,
}

/// The length an iterable tells before it is read, as
/// `operator.length_hint` gives it: `len()` if it has one, else
/// `__length_hint__`. Reading nothing, it lets a function refuse an
/// iterable over its limit at once.
pub(crate) fn announced_length(value: &Bound<'_, PyAny>) -> PyResult<Length> {
    let py = value.py();
    static LENGTH_HINT: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    let length_hint = LENGTH_HINT.get_or_try_init(py, || {
        PyResult::Ok(py.import("operator")?.getattr("length_hint")?.unbind())
    })?;
    match length_hint.bind(py).call1((value, -1)) {
        Ok(length) => {
            Ok(usize::try_from(length.extract::<isize>()?).map_or(Length::Unknown, Length::Known))
        }
        Err(err) if err.is_instance_of::<PyOverflowError>(py) => Ok(Length::Huge),
        Err(err) => Err(err),
    }
}

/// Where a placement read from its memory comes from, for the message
/// that refuses its items.
enum Source {
    Array,
    NumPy,
    MemoryView,
}

/// The memoryview through which a placement is read from its memory, and
/// the layout of its items; `None` for a placement read item by item.
///
/// An `array.array`, a NumPy array of an integer dtype (`int8` to
/// `uint64`) and a memoryview of integer items are read so; a NumPy array
/// of Python objects (dtype `object`) is read item by item; any other item
/// type (floats, bools, characters) is a `TypeError`, and so is an array of
/// more than one dimension.
fn int_buffer<'py>(value: &Bound<'py, PyAny>) -> PyResult<Option<(Bound<'py, PyAny>, Items)>> {
    let py = value.py();
    let source = if value.is_instance(array_type(py)?)? {
        Source::Array
    } else if value.is_instance_of::<PyMemoryView>() {
        Source::MemoryView
    } else if let Some(ndarray) = numpy_array_type(py)? {
        if !value.is_instance(&ndarray)? {
            return Ok(None);
        }
        let dtype = value.getattr("dtype")?;
        match dtype.getattr("kind")?.extract::<String>()?.as_str() {
            "i" | "u" => Source::NumPy,
            "O" => return Ok(None),
            _ => return Err(not_int_items(value, &Source::NumPy, "")),
        }
    } else {
        return Ok(None);
    };
    let view = PyMemoryView::from(value)?.into_any();
    let dimensions: usize = view.getattr("ndim")?.extract()?;
    if dimensions != 1 {
        view.call_method0("release")?;
        return Err(PyTypeError::new_err(format!(
            "a placement is a one-dimensional sequence of columns, not a {} of {dimensions} dimensions",
            type_name(value)
        )));
    }
    let format: String = view.getattr("format")?.extract()?;
    let size: usize = view.getattr("itemsize")?.extract()?;
    match Items::of(&format, size) {
        Some(items) => Ok(Some((view, items))),
        None => {
            view.call_method0("release")?;
            Err(not_int_items(value, &source, &format))
        }
    }
}

/// The `TypeError` for a buffer whose items are no C integers.
fn not_int_items(value: &Bound<'_, PyAny>, source: &Source, format: &str) -> PyErr {
    let shown = |attribute: &str| {
        value
            .getattr(attribute)
            .map_or_else(|_| "?".to_owned(), |v| v.to_string())
    };
    PyTypeError::new_err(match source {
        Source::Array => format!(
            "a column must be an int, not an item of array('{}'): an array.array of typecode b, B, h, H, i, I, l, L, q or Q is read",
            shown("typecode")
        ),
        Source::NumPy => format!(
            "a column must be an int, not an item of a NumPy array of dtype {}: NumPy arrays of an integer dtype (int8 to uint64) are read",
            shown("dtype")
        ),
        Source::MemoryView => format!(
            "a column must be an int, not an item of a memoryview of format '{format}': memoryviews of integer items (formats b, B, h, H, i, I, l, L, q, Q, n, N) are read"
        ),
    })
}

/// NumPy's `ndarray`, if NumPy has been imported (an array cannot be one
/// otherwise): the package does not import it, nor depend on it.
fn numpy_array_type(py: Python<'_>) -> PyResult<Option<Bound<'_, PyAny>>> {
    static NDARRAY: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    if let Some(ndarray) = NDARRAY.get(py) {
        return Ok(Some(ndarray.bind(py).clone()));
    }
    let modules = py.import("sys")?.getattr("modules")?;
    let Some(numpy) = modules.cast::<PyDict>()?.get_item("numpy")? else {
        return Ok(None);
    };
    let ndarray = numpy.getattr("ndarray")?;
    Ok(Some(
        NDARRAY
            .get_or_init(py, || ndarray.unbind())
            .bind(py)
            .clone(),
    ))
}

/// The layout of a buffer's items: C integers of `size` bytes.
#[derive(Clone, Copy)]
struct Items {
    signed: bool,
    size: usize,
    /// Whether their byte order is the other one than this machine's.
    swapped: bool,
}

impl Items {
    /// The layout a buffer's `format` (as the `struct` module writes it: an
    /// optional byte order, then one type code) and item size give, if its
    /// items are integers.
    fn of(format: &str, size: usize) -> Option<Items> {
        let (order, code) = match *format.as_bytes() {
            [code] => (b'@', code),
            [order @ (b'@' | b'=' | b'<' | b'>' | b'!'), code] => (order, code),
            _ => return None,
        };
        let signed = match code {
            b'b' | b'h' | b'i' | b'l' | b'q' | b'n' => true,
            b'B' | b'H' | b'I' | b'L' | b'Q' | b'N' => false,
            _ => return None,
        };
        let native_little = cfg!(target_endian = "little");
        let little = match order {
            b'<' => true,
            b'>' | b'!' => false,
            _ => native_little,
        };
        matches!(size, 1 | 2 | 4 | 8).then_some(Items {
            signed,
            size,
            swapped: little != native_little,
        })
    }

    /// Pushes the items of `bytes` (whole items of this layout) onto
    /// `placement`, with a loop made for each integer type.
    fn push_all(self, bytes: &[u8], placement: &mut Placement) {
        macro_rules! push_as {
            ($t:ty) => {{
                const SIZE: usize = std::mem::size_of::<$t>();
                for item in bytes.chunks_exact(SIZE) {
                    let raw: [u8; SIZE] = item.try_into().expect("chunks of SIZE bytes");
                    let value = <$t>::from_ne_bytes(raw);
                    let value = if self.swapped {
                        value.swap_bytes()
                    } else {
                        value
                    };
                    placement.push(Int::from(i128::from(value)));
                }
            }};
        }
        match (self.size, self.signed) {
            (1, true) => push_as!(i8),
            (1, false) => push_as!(u8),
            (2, true) => push_as!(i16),
            (2, false) => push_as!(u16),
            (4, true) => push_as!(i32),
            (4, false) => push_as!(u32),
            (8, true) => push_as!(i64),
            (8, false) => push_as!(u64),
            _ => unreachable!("Items::of admits sizes of 1, 2, 4 or 8 bytes"),
        }
    }
}

/// Reads the columns of a one-dimensional buffer of integer items, a chunk
/// of [`ITEMS_PER_CHUNK`] at a time, after checking its length against the
/// limit.
fn read_buffer(
    view: &Bound<'_, PyAny>,
    items: Items,
    limit: Limit,
    placement: &mut Placement,
) -> PyResult<()> {
    let len = view.len()?;
    if len > limit.max {
        return Err(limit.refuse(Some(len)));
    }
    placement.columns.reserve_exact(len);
    let py = view.py();
    let mut start = 0;
    while start < len {
        let end = len.min(start + ITEMS_PER_CHUNK);
        // Slicing and tobytes() follow the buffer's strides, so a NumPy
        // view such as a[::-1] is read in its own order.
        let slice = PySlice::new(py, start as isize, end as isize, 1);
        let chunk = view.get_item(slice)?.call_method0("tobytes")?;
        items.push_all(chunk.cast::<PyBytes>()?.as_bytes(), placement);
        start = end;
    }
    Ok(())
}

/// The columns of a placement as they are read.
#[derive(Default)]
struct Placement {
    columns: Vec<usize>,
    /// The first column that is negative or beyond a usize: its row, and
    /// how the message shows it. It stands in the list as usize::MAX, which
    /// no board has, so that the library finds the first bad row.
    outside: Option<(usize, String)>,
}

impl Placement {
    fn push(&mut self, column: Int) {
        let column = match column {
            Int::Value(c) => usize::try_from(c).map_err(|_| c.to_string()),
            Int::Outside(shown) => Err(shown),
        };
        let row = self.columns.len();
        let outside = &mut self.outside;
        self.columns.push(column.unwrap_or_else(|shown| {
            outside.get_or_insert((row, shown));
            usize::MAX
        }));
    }

    /// The columns, checked by the library.
    fn finish(self) -> PyResult<Vec<usize>> {
        match nqueens_lab::check_columns(&self.columns) {
            Ok(()) => Ok(self.columns),
            Err(nqueens_lab::Error::ColumnOutOfRange { row, n, .. })
                if self
                    .outside
                    .as_ref()
                    .is_some_and(|(first, _)| *first == row) =>
            {
                let shown = self.outside.map(|(_, shown)| shown).unwrap_or_default();
                Err(PyValueError::new_err(format!(
                    "queen in row {row} is in column {shown}, outside a board of N = {n} (columns 0 to {})",
                    n - 1
                )))
            }
            Err(err) => Err(value_error(err)),
        }
    }
}

/// Python's `array.array`.
fn array_type(py: Python<'_>) -> PyResult<&Bound<'_, PyAny>> {
    static ARRAY: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    Ok(ARRAY
        .get_or_try_init(py, || {
            PyResult::Ok(py.import("array")?.getattr("array")?.unbind())
        })?
        .bind(py))
}

/// An `array('I')` of `len` columns: 4 bytes a queen, where a list of
/// ints takes about 36. The columns go straight into the bytes the array is
/// made from, so no other copy of them is made.
pub(crate) fn array(
    py: Python<'_>,
    len: usize,
    columns: impl Iterator<Item = u32>,
) -> PyResult<Bound<'_, PyAny>> {
    let array = array_type(py)?.call1(("I",))?;
    if array.getattr("itemsize")?.extract::<usize>()? != 4 {
        return Err(PyRuntimeError::new_err(
            "array('I') does not hold 4-byte items on this platform",
        ));
    }
    let bytes = PyBytes::new_with(py, len * 4, |buffer| {
        for (slot, column) in buffer.chunks_exact_mut(4).zip(columns) {
            slot.copy_from_slice(&column.to_ne_bytes());
        }
        Ok(())
    })?;
    array.call_method1("frombytes", (bytes,))?;
    Ok(array)
}

/// A column of a board of at most [`MAX_QUEENS`] rows, which a `u32` holds.
pub(crate) fn narrow(column: u64) -> u32 {
    u32::try_from(column).expect("a column is below N, and N is at most 10^8")
}
