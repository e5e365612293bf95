//! Text from outside (a file name, a word of the command line, a line of
//! input) made safe to quote in a message: control and invisible
//! characters written as escapes, so that nothing reaches a terminal that
//! it would act on, and long text cut, so that a message stays one line.
//! The messages of the library, the command and the Python package quote
//! such text through here.

/// A piece of text from outside (a name, a token, a line) as a message
/// shows it: [`escaped`], and cut after 40 characters with an ellipsis, so
/// that a message stays one readable line.
///
/// # Example
///
/// ```
/// use nqueens_lab::escape::shown;
///
/// assert_eq!(shown("avx2"), "avx2");
/// assert_eq!(shown("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
/// assert_eq!(shown(&"9".repeat(100)), format!("{}…", "9".repeat(40)));
/// ```
pub fn shown(text: &str) -> String {
    const MAX: usize = 40;
    match text.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{}…", escaped(&text[..cut])),
        None => escaped(text),
    }
}

/// Text with its control and invisible characters written as escapes (ESC
/// as `\u{1b}`, a byte-order mark as `\u{feff}`), so that nothing reaches a
/// terminal that it would act on and nothing in a message is invisible.
///
/// # Example
///
/// ```
/// assert_eq!(nqueens_lab::escape::escaped("bell\u{7}"), "bell\\u{7}");
/// ```
pub fn escaped(text: &str) -> String {
    let invisible = |c: char| {
        c.is_control()
            || matches!(c, '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{feff}')
    };
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if invisible(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}
