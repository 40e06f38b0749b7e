// Marks <html class="js"> before first paint so controls that need JavaScript (password toggles,
// clock pause, menu button) appear only where the script will actually run. Its exact text is
// hashed into the Content-Security-Policy by astro.config.mjs, so both read it from here.
export const JS_CLASS_SCRIPT = "document.documentElement.classList.add('js')";
