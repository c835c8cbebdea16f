// Chromium comes from the system (Debian's `chromium`); npm must not download a browser.
module.exports = { skipDownload: true };
