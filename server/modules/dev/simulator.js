/*
 * The Telegram client's side of /dev/telegram (telegram.ts renders the page and inlines this script).
 *
 * In a frame the Telegram SDK posts `JSON.stringify({eventType, eventData})` to window.parent with Telegram
 * Web's origin as target (https://web.telegram.org), so a localhost parent never receives it as a message
 * event. The frame is same-origin, though, and calls this window's own `postMessage`: an own property here sees
 * each message first. Answers go back the way Telegram Web sends them: a message to the frame's window, whose
 * source is this window.
 */
(() => {
  const boot = JSON.parse(document.getElementById('sim-boot').textContent);
  const $ = (id) => document.getElementById(id);
  const frame = $('tg-app');
  const phone = document.querySelector('.phone');
  const ZERO_INSETS = { top: 0, bottom: 0, left: 0, right: 0 };
  const HEX = /^#[0-9a-f]{6}$/i;

  let scheme = boot.scheme;
  let backVisible = false;
  let settingsVisible = false;
  let confirmClose = false;
  let reloadSupported = false;
  let popupOpen = false;
  let headerColor = { key: 'header_bg_color', color: null };
  const buttons = {
    main: { el: $('tg-main'), pressed: 'main_button_pressed', state: {} },
    secondary: { el: $('tg-secondary'), pressed: 'secondary_button_pressed', state: {} },
  };

  // ---- logs --------------------------------------------------------------------------------------------------
  const MAX_LOG = 200;
  function logLine(list, parts) {
    const empty = list.querySelector('.empty');
    if (empty) empty.remove();
    const item = document.createElement('li');
    for (const [text, className] of parts) {
      const span = document.createElement('span');
      span.textContent = text;
      if (className) span.className = className;
      item.append(span);
    }
    list.prepend(item);
    while (list.children.length > MAX_LOG) list.lastElementChild.remove();
  }
  const time = () => new Date().toTimeString().slice(0, 8);
  function logEvent(direction, name, data) {
    const params = data === undefined ? '' : JSON.stringify(data);
    logLine($('tg-events'), [
      [`${time()} ${direction} `, direction === '←' ? 'in' : ''],
      [name, 'name'],
      [params ? ` ${params.length > 240 ? `${params.slice(0, 237)}...` : params}` : '', ''],
    ]);
  }

  // ---- talking to the app ------------------------------------------------------------------------------------
  function send(eventType, eventData) {
    if (!frame || !frame.contentWindow) return;
    logEvent('→', eventType, eventData);
    frame.contentWindow.postMessage(JSON.stringify({ eventType, eventData }), location.origin);
  }

  const nativePostMessage = window.postMessage.bind(window);
  window.postMessage = function postMessage(message, ...rest) {
    if (typeof message === 'string') {
      let parsed = null;
      try {
        parsed = JSON.parse(message);
      } catch {
        parsed = null;
      }
      if (parsed && typeof parsed === 'object' && typeof parsed.eventType === 'string') {
        // Delivered later, like a real message, never inside the app's own call.
        setTimeout(() => receive(parsed.eventType, parsed.eventData), 0);
        return;
      }
    }
    return nativePostMessage(message, ...rest);
  };

  // ---- theme, viewport ---------------------------------------------------------------------------------------
  const theme = () => boot.themes[scheme];
  function applyTheme() {
    const t = theme();
    document.documentElement.dataset.scheme = scheme;
    const vars = {
      '--tg-bg': t.bg_color,
      '--tg-secondary-bg': t.secondary_bg_color,
      '--tg-text': t.text_color,
      '--tg-hint': t.hint_color,
      '--tg-link': t.link_color,
      '--tg-button': t.button_color,
      '--tg-button-text': t.button_text_color,
      '--tg-separator': t.section_separator_color,
      '--tg-destructive': t.destructive_text_color,
    };
    for (const [name, value] of Object.entries(vars)) phone.style.setProperty(name, value);
    applyHeaderColor();
    if (!phone.dataset.bottomBar) phone.style.setProperty('--tg-bottom-bar', t.bottom_bar_bg_color);
    $('tg-theme').textContent = `Switch to ${scheme === 'light' ? 'dark' : 'light'}`;
  }
  function applyHeaderColor() {
    const color = headerColor.color ?? theme()[headerColor.key] ?? theme().header_bg_color;
    phone.style.setProperty('--tg-header', color);
  }
  function viewport() {
    return {
      height: frame ? frame.clientHeight : 0,
      width: frame ? frame.clientWidth : 0,
      is_expanded: true,
      is_state_stable: true,
    };
  }
  if (frame && 'ResizeObserver' in window) {
    let last = '';
    new ResizeObserver(() => {
      const size = `${frame.clientWidth}x${frame.clientHeight}`;
      if (size === last || !frame.clientHeight) return;
      const first = !last;
      last = size;
      if (!first) send('viewport_changed', viewport());
    }).observe(frame);
  }

  // ---- header: back and close --------------------------------------------------------------------------------
  function renderHeader() {
    $('tg-back').hidden = !backVisible;
    $('tg-close').hidden = backVisible;
  }
  $('tg-back').addEventListener('click', () => send('back_button_pressed'));
  $('tg-close').addEventListener('click', () => {
    if (!confirmClose) return closeApp();
    showPopup(
      {
        title: 'Close the mini app?',
        message: 'Changes that you made may not be saved.',
        buttons: [
          { id: 'cancel', type: 'cancel' },
          { id: 'close', type: 'destructive', text: 'Close anyway' },
        ],
      },
      (id) => id === 'close' && closeApp(),
    );
  });
  function closeApp() {
    $('tg-closed').hidden = false;
    if (frame) frame.src = 'about:blank';
    backVisible = false;
    renderHeader();
    for (const button of Object.values(buttons)) button.state = {};
    renderBottom();
  }
  $('tg-reopen').addEventListener('click', () => location.reload());

  // ---- main and secondary buttons ----------------------------------------------------------------------------
  function renderButton(button) {
    const s = button.state;
    const visible = !!s.is_visible && typeof s.text === 'string' && s.text.trim() !== '';
    button.el.hidden = !visible;
    button.el.querySelector('.label').textContent = s.text ?? '';
    button.el.setAttribute('aria-disabled', String(s.is_active === false));
    button.el.setAttribute('aria-busy', String(!!s.is_progress_visible));
    button.el.classList.toggle('busy', !!s.is_progress_visible);
    button.el.style.background = HEX.test(s.color ?? '') ? s.color : '';
    button.el.style.color = HEX.test(s.text_color ?? '') ? s.text_color : '';
    return visible;
  }
  function renderBottom() {
    const main = renderButton(buttons.main);
    const secondary = renderButton(buttons.secondary);
    const position = buttons.secondary.state.position;
    $('tg-bottom').dataset.position = ['left', 'right', 'top', 'bottom'].includes(position) ? position : 'left';
    $('tg-bottom').hidden = !main && !secondary;
  }
  for (const button of Object.values(buttons)) {
    button.el.addEventListener('click', () => {
      // Telegram ignores taps on an inactive button.
      if (button.state.is_active === false) return;
      send(button.pressed);
    });
  }

  // ---- popups ------------------------------------------------------------------------------------------------
  const BUTTON_TEXT = { ok: 'OK', close: 'Close', cancel: 'Cancel' };
  let popupDone = null;
  function showPopup(params, done) {
    popupOpen = true;
    popupDone = done;
    $('tg-popup-title').textContent = params.title || '';
    $('tg-popup-title').hidden = !params.title;
    $('tg-popup-message').textContent = params.message || '';
    const row = $('tg-popup-buttons');
    row.replaceChildren();
    const list = Array.isArray(params.buttons) && params.buttons.length ? params.buttons : [{ id: '', type: 'close' }];
    row.classList.toggle('stacked', list.length > 2);
    for (const spec of list) {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.type = spec.type || 'default';
      button.textContent = BUTTON_TEXT[spec.type] ?? String(spec.text ?? '');
      button.addEventListener('click', () => hidePopup(String(spec.id ?? '')));
      row.append(button);
    }
    $('tg-popup').hidden = false;
    row.querySelector('button')?.focus();
  }
  function hidePopup(buttonId) {
    if (!popupOpen) return;
    popupOpen = false;
    $('tg-popup').hidden = true;
    const done = popupDone;
    popupDone = null;
    done(buttonId);
  }
  $('tg-popup').addEventListener('click', (event) => {
    if (event.target === $('tg-popup')) hidePopup(null);
  });
  const popupFromApp = (buttonId) =>
    send('popup_closed', buttonId === null || buttonId === '' ? {} : { button_id: buttonId });

  // ---- QR scanner --------------------------------------------------------------------------------------------
  function showQr(text) {
    $('tg-qr-text').textContent = text || 'Type what the code would contain.';
    $('tg-qr-input').value = '';
    $('tg-qr').hidden = false;
    $('tg-qr-input').focus();
  }
  $('tg-qr-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const value = $('tg-qr-input').value;
    if (value) send('qr_text_received', { data: value });
  });
  $('tg-qr-cancel').addEventListener('click', () => {
    $('tg-qr').hidden = true;
    send('scan_qr_popup_closed');
  });

  // ---- haptics -----------------------------------------------------------------------------------------------
  function haptic(data) {
    const kind = data?.type;
    const detail =
      kind === 'impact'
        ? `impact · ${data.impact_style}`
        : kind === 'notification'
          ? `notification · ${data.notification_type}`
          : kind === 'selection_change'
            ? 'selection changed'
            : String(kind);
    logLine($('tg-haptics'), [
      [`${time()} `, 'in'],
      [detail, 'name'],
    ]);
    phone.classList.remove('buzz');
    void phone.offsetWidth;
    phone.classList.add('buzz');
  }

  // ---- CloudStorage ------------------------------------------------------------------------------------------
  // Telegram keeps it per user and bot on its servers; here in this page's memory, so it outlives the frame's reloads
  // and a cleared local storage, as on a phone. Tests read it as window.__tgCloudStorage; calls are in the event log.
  const cloudStorage = new Map();
  window.__tgCloudStorage = cloudStorage;
  const CLOUD_KEY = /^[A-Za-z0-9_-]{1,128}$/;
  function customMethod(method, params) {
    const keys = Array.isArray(params?.keys) ? params.keys : [params?.keys ?? params?.key];
    if (method !== 'getStorageKeys' && !keys.every((key) => typeof key === 'string' && CLOUD_KEY.test(key)))
      return { error: 'STORAGE_KEY_INVALID' };
    switch (method) {
      case 'getStorageValues':
        return { result: Object.fromEntries(keys.map((key) => [key, cloudStorage.get(key) ?? ''])) };
      case 'getStorageKeys':
        return { result: [...cloudStorage.keys()] };
      case 'saveStorageValue':
        if (typeof params.value !== 'string' || params.value.length > 4096) return { error: 'STORAGE_VALUE_INVALID' };
        cloudStorage.set(params.key, params.value);
        return { result: true };
      case 'deleteStorageValues':
        for (const key of keys) cloudStorage.delete(key);
        return { result: true };
      default:
        return { error: 'Not available in the simulator' };
    }
  }

  // ---- the app's requests ------------------------------------------------------------------------------------
  function receive(type, data) {
    logEvent('←', type, data);
    switch (type) {
      case 'iframe_ready':
        reloadSupported = !!data?.reload_supported;
        break;
      case 'iframe_will_reload':
        $('tg-loading').hidden = false;
        break;
      case 'web_app_ready':
        $('tg-loading').hidden = true;
        break;
      case 'web_app_expand':
      case 'web_app_request_viewport':
        send('viewport_changed', viewport());
        break;
      case 'web_app_request_theme':
        send('theme_changed', { theme_params: theme() });
        break;
      case 'web_app_request_safe_area':
        send('safe_area_changed', ZERO_INSETS);
        break;
      case 'web_app_request_content_safe_area':
        send('content_safe_area_changed', ZERO_INSETS);
        break;
      case 'web_app_request_fullscreen':
        send('fullscreen_failed', { error: 'UNSUPPORTED' });
        break;
      case 'web_app_setup_back_button':
        backVisible = !!data?.is_visible;
        renderHeader();
        break;
      case 'web_app_setup_main_button':
        buttons.main.state = { ...buttons.main.state, ...data };
        renderBottom();
        break;
      case 'web_app_setup_secondary_button':
        buttons.secondary.state = { ...buttons.secondary.state, ...data };
        renderBottom();
        break;
      case 'web_app_setup_settings_button':
        settingsVisible = !!data?.is_visible;
        $('tg-settings').disabled = !settingsVisible;
        break;
      case 'web_app_setup_closing_behavior':
        confirmClose = !!data?.need_confirmation;
        break;
      case 'web_app_set_header_color':
        headerColor = HEX.test(data?.color ?? '')
          ? { key: null, color: data.color }
          : { key: data?.color_key ?? 'header_bg_color', color: null };
        applyHeaderColor();
        break;
      case 'web_app_set_background_color':
        if (HEX.test(data?.color ?? '')) phone.style.setProperty('--tg-app-bg', data.color);
        break;
      case 'web_app_set_bottom_bar_color':
        if (HEX.test(data?.color ?? '')) {
          phone.dataset.bottomBar = data.color;
          phone.style.setProperty('--tg-bottom-bar', data.color);
        }
        break;
      case 'web_app_open_popup':
        if (!popupOpen) showPopup(data ?? {}, popupFromApp);
        break;
      case 'web_app_trigger_haptic_feedback':
        haptic(data);
        break;
      case 'web_app_open_scan_qr_popup':
        showQr(data?.text);
        break;
      case 'web_app_close_scan_qr_popup':
        $('tg-qr').hidden = true;
        break;
      case 'web_app_open_link':
        if (/^https?:\/\//i.test(data?.url ?? '')) window.open(data.url, '_blank', 'noopener,noreferrer');
        break;
      case 'web_app_close':
        closeApp();
        break;
      case 'web_app_read_text_from_clipboard':
        send('clipboard_text_received', { req_id: data?.req_id, data: null });
        break;
      case 'web_app_request_write_access':
        send('write_access_requested', { status: 'allowed' });
        break;
      case 'web_app_request_phone':
        send('phone_requested', { status: 'cancelled' });
        break;
      case 'web_app_invoke_custom_method':
        send('custom_method_invoked', { req_id: data?.req_id, ...customMethod(data?.method, data?.params) });
        break;
      default:
        // Logged above; nothing for the simulated client to do (swipe behaviour, open_tg_link, ...).
        break;
    }
  }

  // ---- the panel's client actions ----------------------------------------------------------------------------
  $('tg-theme').addEventListener('click', () => {
    scheme = scheme === 'light' ? 'dark' : 'light';
    applyTheme();
    send('theme_changed', { theme_params: theme() });
  });
  $('tg-settings').addEventListener('click', () => send('settings_button_pressed'));
  $('tg-reload').addEventListener('click', () => {
    if (!frame) return;
    if (reloadSupported) send('reload_iframe');
    else frame.contentWindow?.location.reload();
  });
  $('tg-reset').addEventListener('click', () => {
    // Cookies, local and session storage of this origin: the app starts signed out, as on a new device.
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0].trim();
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    localStorage.clear();
    sessionStorage.clear();
    location.reload();
  });

  // Where the app is, for the developer (the app routes without reloading the frame).
  if (frame) {
    setInterval(() => {
      let where = '–';
      try {
        const url = frame.contentWindow?.location;
        if (url && url.href !== 'about:blank') where = url.pathname + url.search;
      } catch {
        where = '–';
      }
      if ($('tg-location').textContent !== where) $('tg-location').textContent = where;
    }, 400);
    // An app that never says web_app_ready still shows (Telegram gives up waiting too).
    frame.addEventListener('load', () => setTimeout(() => ($('tg-loading').hidden = true), 4000));
  }

  applyTheme();
  renderHeader();
  renderBottom();
})();
