//! `nqueens site DIR`: the visualizer's files written as a static site,
//! byte for byte, and by the rules of the files the command writes: what a
//! user keeps in DIR is never touched, a file of the site that differs is
//! replaced only with `--overwrite`, and links, FIFOs, directories in the
//! way are refused, never replaced (Unix only).

use std::collections::BTreeMap;
use std::fs;
use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::util::{assert_usage_error, mkfifo, nqueens, scratch, stdout_of_args, text};

/// The site's files, by path relative to its root.
fn site() -> BTreeMap<String, Vec<u8>> {
    nqueens_lab_web::site_files()
        .map(|(path, bytes)| (path, bytes.into_owned()))
        .collect()
}

/// Every entry below `dir` (files, links, FIFOs and directories), by path
/// relative to `dir`; links are not followed.
fn entries(dir: &Path) -> Vec<String> {
    fn walk(root: &Path, dir: &Path, found: &mut Vec<String>) {
        for entry in fs::read_dir(dir).expect("lists") {
            let entry = entry.expect("an entry");
            let path = entry.path();
            let relative = path.strip_prefix(root).expect("below the root");
            found.push(text(relative).to_string());
            if entry.file_type().expect("a type").is_dir() {
                walk(root, &path, found);
            }
        }
    }
    let mut found = Vec::new();
    walk(dir, dir, &mut found);
    found.sort();
    found
}

/// The entries a written site consists of: its files and their
/// directories.
fn site_entries() -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for path in site().keys() {
        let parts: Vec<&str> = path.split('/').collect();
        for end in 1..=parts.len() {
            names.push(parts[..end].join("/"));
        }
    }
    names.sort();
    names.dedup();
    names
}

/// Runs `nqueens site <args>`, which must succeed with nothing on stderr;
/// its stdout.
fn site_ok(args: &[&str]) -> String {
    stdout_of_args(&[&["site"], args].concat(), "")
}

/// Asserts that every file of the site is in `dir` with its bytes.
fn assert_site_in(dir: &Path) {
    for (path, bytes) in site() {
        let written = fs::read(dir.join(&path)).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert!(written == bytes, "{path} is not the site's file");
    }
}

/// A file's identity and contents: replaced or rewritten, it changes.
fn fingerprint(path: &Path) -> (u64, i64, i64, Vec<u8>) {
    let meta = fs::symlink_metadata(path).expect("stat");
    let contents = if meta.is_file() {
        fs::read(path).expect("reads")
    } else {
        Vec::new()
    };
    (meta.ino(), meta.mtime(), meta.mtime_nsec(), contents)
}

/// The site's files other than the page, which every site has.
fn another_file() -> String {
    site()
        .into_keys()
        .find(|p| p != "index.html")
        .expect("the page has files besides index.html")
}

/// The first subdirectory of the site (`assets`).
fn first_directory() -> String {
    site()
        .into_keys()
        .find_map(|p| p.split_once('/').map(|(d, _)| d.to_string()))
        .expect("the site has a subdirectory")
}

#[test]
fn writes_every_file_of_the_site_with_its_bytes() {
    let scratch = scratch();
    // DIR and a parent that do not exist yet.
    let dir = scratch.path().join("new/web");
    let stdout = site_ok(&[text(&dir)]);
    assert_site_in(&dir);
    assert_eq!(
        entries(&dir),
        site_entries(),
        "exactly the site, no leftovers"
    );
    let count = site().len();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert_eq!(
        lines[0],
        format!("{}: {count} files written, 0 unchanged", dir.display())
    );
    assert_eq!(
        lines[1],
        format!(
            "serve it with: python3 -m http.server -d {} --bind 127.0.0.1 8000",
            dir.display()
        )
    );
    assert_eq!(lines[2], "then open http://127.0.0.1:8000/");
}

#[test]
fn a_directory_with_a_space_is_quoted_for_the_shell() {
    let scratch = scratch();
    let dir = scratch.path().join("my site");
    let stdout = site_ok(&[text(&dir)]);
    assert!(
        stdout.contains(&format!("-d '{}' --bind", dir.display())),
        "{stdout}"
    );
}

#[test]
fn the_page_links_its_files_by_relative_urls() {
    let site = site();
    let page = String::from_utf8(site["index.html"].clone()).expect("UTF-8 page");
    for attribute in ["src=", "href=", "action="] {
        for quote in ['"', '\''] {
            let absolute = format!("{attribute}{quote}/");
            assert!(
                !page.contains(&absolute),
                "index.html has an absolute URL ({absolute}…): a static host serving the \
                 site below a path would miss it"
            );
        }
    }
    for (path, bytes) in &site {
        let Ok(source) = std::str::from_utf8(bytes) else {
            continue;
        };
        let patterns: &[&str] = if path.ends_with(".css") {
            &["url(/", "url(\"/", "url('/", "@import \"/", "@import '/"]
        } else if path.ends_with(".js") && !path.contains("vendor/") {
            &["from '/", "from \"/", "import('/", "import(\"/"]
        } else {
            &[]
        };
        for pattern in patterns {
            assert!(
                !source.contains(pattern),
                "{path} has an absolute URL ({pattern}…)"
            );
        }
    }
}

#[test]
fn a_second_run_leaves_everything_unchanged() {
    let scratch = scratch();
    let dir = scratch.path().join("web");
    site_ok(&[text(&dir)]);
    let before: Vec<_> = site().keys().map(|p| fingerprint(&dir.join(p))).collect();
    for args in [vec![text(&dir)], vec![text(&dir), "--overwrite"]] {
        let stdout = site_ok(&args);
        assert!(
            stdout.starts_with(&format!(
                "{}: 0 files written, {} unchanged\n",
                dir.display(),
                site().len()
            )),
            "{stdout}"
        );
        let after: Vec<_> = site().keys().map(|p| fingerprint(&dir.join(p))).collect();
        assert_eq!(before, after, "an identical file was rewritten");
    }
}

#[test]
fn a_changed_file_is_replaced_only_with_overwrite() {
    let scratch = scratch();
    let dir = scratch.path().join("web");
    site_ok(&[text(&dir)]);
    let page = dir.join("index.html");
    fs::write(&page, b"my own page").expect("writes");
    fs::set_permissions(&page, fs::Permissions::from_mode(0o640)).expect("chmod");
    let missing = another_file();
    fs::remove_file(dir.join(&missing)).expect("removes");

    let shown = page.display().to_string();
    let line = assert_usage_error(
        &["site", text(&dir)],
        "",
        &[&shown, "--overwrite", "nothing was written"],
    );
    assert!(line.contains("differs"), "{line}");
    assert_eq!(fs::read(&page).expect("reads"), b"my own page");
    assert!(
        !dir.join(&missing).exists(),
        "a refused run wrote {missing}"
    );

    let stdout = site_ok(&[text(&dir), "--overwrite"]);
    assert!(
        stdout.starts_with(&format!(
            "{}: 2 files written (1 replaced), {} unchanged\n",
            dir.display(),
            site().len() - 2
        )),
        "{stdout}"
    );
    assert_site_in(&dir);
    assert_eq!(entries(&dir), site_entries(), "no temporary file is left");
    let mode = fs::metadata(&page).expect("stat").permissions().mode() & 0o777;
    assert_eq!(mode, 0o640, "the replaced file keeps its permissions");
}

#[test]
fn what_is_not_the_site_s_is_never_touched() {
    let scratch = scratch();
    let dir = scratch.path().join("web");
    fs::create_dir_all(dir.join("assets")).expect("mkdir");
    fs::create_dir_all(dir.join("mine/deeper")).expect("mkdir");
    fs::write(dir.join("notes.txt"), b"my notes").expect("writes");
    fs::write(dir.join("assets/mine.js"), b"// mine").expect("writes");
    fs::write(dir.join("mine/deeper/data.bin"), [0u8, 1, 2]).expect("writes");
    let elsewhere = scratch.path().join("elsewhere.txt");
    fs::write(&elsewhere, b"elsewhere").expect("writes");
    std::os::unix::fs::symlink(&elsewhere, dir.join("link.txt")).expect("links");
    mkfifo(&dir.join("pipe"));
    let mine = [
        "notes.txt",
        "assets/mine.js",
        "mine",
        "mine/deeper",
        "mine/deeper/data.bin",
        "link.txt",
        "pipe",
    ];
    let before: Vec<_> = mine.iter().map(|p| fingerprint(&dir.join(p))).collect();
    site_ok(&[text(&dir)]);
    fs::write(dir.join("index.html"), b"changed").expect("writes");
    site_ok(&[text(&dir), "--overwrite"]);
    assert_site_in(&dir);
    let after: Vec<_> = mine.iter().map(|p| fingerprint(&dir.join(p))).collect();
    assert_eq!(before, after, "a file that is not the site's was touched");
    assert_eq!(fs::read(&elsewhere).expect("reads"), b"elsewhere");
    let mut expected = site_entries();
    expected.extend(mine.iter().map(|p| p.to_string()));
    expected.sort();
    expected.dedup();
    assert_eq!(entries(&dir), expected);
}

#[test]
fn a_link_in_place_of_the_page_is_refused_and_its_target_kept() {
    let scratch = scratch();
    let dir = scratch.path().join("web");
    fs::create_dir(&dir).expect("mkdir");
    let target = scratch.path().join("precious.html");
    fs::write(&target, b"keep me").expect("writes");
    let link = dir.join("index.html");
    std::os::unix::fs::symlink(&target, &link).expect("links");
    for overwrite in [&[][..], &["--overwrite"][..]] {
        let args = [&["site", text(&dir)][..], overwrite].concat();
        assert_usage_error(&args, "", &[text(&link), "symbolic link", "never replaced"]);
        assert!(fs::symlink_metadata(&link)
            .expect("stat")
            .file_type()
            .is_symlink());
        assert_eq!(fs::read(&target).expect("reads"), b"keep me");
        assert_eq!(entries(&dir), ["index.html"], "nothing was written");
    }
    // A link to nothing: the file it names is not made.
    fs::remove_file(&link).expect("removes");
    let nowhere = scratch.path().join("made-through-the-link.html");
    std::os::unix::fs::symlink(&nowhere, &link).expect("links");
    assert_usage_error(
        &["site", text(&dir), "--overwrite"],
        "",
        &[text(&link), "symbolic link"],
    );
    assert!(!nowhere.exists());
}

#[test]
fn a_link_in_place_of_a_directory_is_refused() {
    let scratch = scratch();
    let dir = scratch.path().join("web");
    fs::create_dir(&dir).expect("mkdir");
    let other = scratch.path().join("other");
    fs::create_dir(&other).expect("mkdir");
    let first_directory = first_directory();
    let link = dir.join(&first_directory);
    std::os::unix::fs::symlink(&other, &link).expect("links");
    assert_usage_error(
        &["site", text(&dir), "--overwrite"],
        "",
        &[text(&link), "symbolic link", "directory"],
    );
    assert!(entries(&other).is_empty(), "written through the link");
    assert_eq!(entries(&dir), [first_directory]);
}

#[test]
fn a_fifo_or_a_directory_in_place_of_a_file_is_refused() {
    let scratch = scratch();
    let dir = scratch.path().join("web");
    fs::create_dir(&dir).expect("mkdir");
    let fifo = dir.join("index.html");
    mkfifo(&fifo);
    // At once: a FIFO is never opened (that would wait for a writer).
    assert_usage_error(
        &["site", text(&dir), "--overwrite"],
        "",
        &[text(&fifo), "FIFO", "never replaced"],
    );
    assert!(fs::symlink_metadata(&fifo)
        .expect("stat")
        .file_type()
        .is_fifo());
    fs::remove_file(&fifo).expect("removes");
    fs::create_dir(&fifo).expect("mkdir");
    fs::write(fifo.join("kept.txt"), b"kept").expect("writes");
    assert_usage_error(
        &["site", text(&dir), "--overwrite"],
        "",
        &[text(&fifo), "a directory", "a regular file"],
    );
    assert_eq!(fs::read(fifo.join("kept.txt")).expect("reads"), b"kept");
    assert_eq!(entries(&dir), ["index.html", "index.html/kept.txt"]);
}

#[test]
fn a_file_where_a_directory_goes_is_refused() {
    let scratch = scratch();
    // DIR itself.
    let file = scratch.path().join("web");
    fs::write(&file, b"not a directory").expect("writes");
    for dir in [file.clone(), file.join("below")] {
        assert_usage_error(
            &["site", text(&dir), "--overwrite"],
            "",
            &[text(&file), "a regular file", "a directory"],
        );
        assert_eq!(fs::read(&file).expect("reads"), b"not a directory");
    }
    // A subdirectory of the site.
    let dir = scratch.path().join("site");
    fs::create_dir(&dir).expect("mkdir");
    let first_directory = first_directory();
    fs::write(dir.join(&first_directory), b"mine").expect("writes");
    assert_usage_error(
        &["site", text(&dir), "--overwrite"],
        "",
        &[text(&dir.join(&first_directory)), "a directory"],
    );
    assert_eq!(entries(&dir), std::slice::from_ref(&first_directory));
    assert_eq!(
        fs::read(dir.join(&first_directory)).expect("reads"),
        b"mine"
    );
}

#[test]
fn several_problems_are_named_in_one_line() {
    let scratch = scratch();
    let dir = scratch.path().join("web");
    site_ok(&[text(&dir)]);
    let files: Vec<String> = site().into_keys().collect();
    let (a, b) = (&files[0], &files[1]);
    fs::write(dir.join(a), b"changed").expect("writes");
    fs::remove_file(dir.join(b)).expect("removes");
    mkfifo(&dir.join(b));
    let line = assert_usage_error(
        &["site", text(&dir)],
        "",
        &[text(&dir.join(a)), text(&dir.join(b)), "FIFO", "differs"],
    );
    assert!(line.contains("--overwrite"), "{line}");
}

#[test]
fn a_link_to_a_directory_is_a_directory_to_write_to() {
    let scratch = scratch();
    let real = scratch.path().join("real");
    fs::create_dir(&real).expect("mkdir");
    let dir = scratch.path().join("link");
    std::os::unix::fs::symlink(&real, &dir).expect("links");
    site_ok(&[text(&dir)]);
    assert_site_in(&real);
    assert!(fs::symlink_metadata(&dir)
        .expect("stat")
        .file_type()
        .is_symlink());
}

/// Runs a command line of the system and tells whether it worked.
fn system(program: &str, args: &[&str]) -> bool {
    Command::new(program)
        .args(args)
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn a_full_disk_exits_4_and_leaves_only_whole_files() {
    // A file system of our own, half the site's size (needs root to
    // mount, which the test command has).
    let scratch = scratch();
    let mount = scratch.path().join("fs");
    fs::create_dir(&mount).expect("mkdir");
    let total: usize = site().values().map(Vec::len).sum();
    let size = format!("size={}k", (total / 2 / 1024).max(4));
    if !system(
        "mount",
        &["-t", "tmpfs", "-o", &size, "tmpfs", text(&mount)],
    ) {
        eprintln!("skipped: mounting a tmpfs needs root");
        return;
    }
    let dir: PathBuf = mount.join("web");
    let output = nqueens(["site", text(&dir)]).output().expect("runs");
    let found = if dir.exists() {
        entries(&dir)
    } else {
        Vec::new()
    };
    let whole: Vec<(String, bool)> = site()
        .into_iter()
        .filter(|(path, _)| dir.join(path).exists())
        .map(|(path, bytes)| {
            let same = fs::read(dir.join(&path)).expect("reads") == bytes;
            (path, same)
        })
        .collect();
    let _ = system("umount", &[text(&mount)]);
    assert_eq!(output.status.code(), Some(4), "{output:?}");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("No space left"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        found.iter().all(|p| !p.contains(".nqueens-")),
        "a temporary file is left: {found:?}"
    );
    for (path, same) in whole {
        assert!(same, "{path} was left cut short");
    }
}

/// A number from 0 to `below - 1` that differs from call to call (the
/// keys of std's hasher are random): delays for the race below.
fn random_below(below: u64) -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("after 1970")
            .as_nanos(),
    );
    hasher.finish() % below
}

#[test]
fn a_subdirectory_swapped_for_a_link_while_site_runs_never_writes_outside_dir() {
    // The hostile tester's race, 100 times with random delays: while
    // `site DIR --overwrite` replaces every file of DIR/assets, DIR/assets
    // is moved away and a link to a victim directory put in its place.
    // The run may be refused or write into the directory it opened (now
    // DIR/a.old); the victim is never touched.
    let scratch = scratch();
    let assets = first_directory();
    let victim = scratch.path().join("victim");
    fs::create_dir(&victim).expect("mkdir");
    for (path, _) in site() {
        if let Some(name) = path.strip_prefix(&format!("{assets}/")) {
            if !name.contains('/') {
                fs::write(victim.join(name), "the victim's own").expect("writes");
            }
        }
    }
    let snapshot = |dir: &Path| -> Vec<_> {
        entries(dir)
            .into_iter()
            .map(|name| {
                let print = fingerprint(&dir.join(&name));
                (name, print)
            })
            .collect()
    };
    let before = snapshot(&victim);
    let template = scratch.path().join("template");
    site_ok(&[text(&template)]);
    let (mut refused, mut done) = (0, 0);
    for attempt in 0..100 {
        let dir = scratch.path().join(format!("st{attempt}"));
        let copied = Command::new("cp")
            .args(["-a", text(&template), text(&dir)])
            .status()
            .expect("runs cp");
        assert!(copied.success());
        // Every file differs, so that --overwrite replaces them all.
        for path in site().keys() {
            fs::write(dir.join(path), "stale").expect("writes");
        }
        let mut run = std::process::Command::new(crate::util::bin_path())
            .args(["site", text(&dir), "--overwrite"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("spawns");
        std::thread::sleep(std::time::Duration::from_micros(random_below(8000)));
        fs::rename(dir.join(&assets), dir.join("a.old")).expect("moves");
        std::os::unix::fs::symlink(&victim, dir.join(&assets)).expect("links");
        let status = run.wait().expect("waits");
        if status.success() {
            done += 1;
        } else {
            assert!(matches!(status.code(), Some(2 | 4)), "{status}");
            refused += 1;
        }
        assert!(
            snapshot(&victim) == before,
            "attempt {attempt}: the victim directory changed"
        );
        assert!(fs::symlink_metadata(dir.join(&assets))
            .expect("stat")
            .file_type()
            .is_symlink());
        fs::remove_file(dir.join(&assets)).expect("removes the link");
        fs::remove_dir_all(&dir).expect("cleans up");
    }
    eprintln!("100 races: {done} runs ended well, {refused} were refused");
}
