/*
 * The local Geetest stand-in, served only in test and demo mode. It has the callback API of Geetest's own
 * scripts (v3 gt.js: initGeetest(config, callback); v4 gt4.js: initGeetest4(config, callback)) in the 'bind'
 * product: verify() or showCaptcha() opens the challenge, here a dialog where the player (or a test) chooses
 * the outcome: pass, fail with an error, or close. A pass comes from the server's stand-in (POST pass), which
 * validates it once like Geetest's validate APIs. Like the vendor script it loads a second resource (gct.js)
 * within config.timeout and reports 60205 when that does not arrive (the contract's CAPTCHA_SCRIPT_TIMEOUT_GCT, which
 * geetest-standin-script.test.ts holds it to).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\/[^/]*(?:\?.*)?$/, '') : '/wps/captcha/standin';

  function loadGct(timeoutMs, done) {
    var el = document.createElement('script');
    var settled = false;
    var finish = function (ok) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done(ok);
    };
    var timer = setTimeout(function () {
      finish(false);
    }, timeoutMs);
    el.src = base + '/gct.js?_t=' + Date.now();
    el.async = true;
    el.onload = function () {
      finish(true);
    };
    el.onerror = function () {
      finish(false);
    };
    document.head.appendChild(el);
  }

  function button(label, primary) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.style.cssText =
      'display:block;width:100%;min-height:44px;margin-top:10px;border-radius:8px;font:inherit;font-size:16px;' +
      'cursor:pointer;border:1px solid #1f2937;' +
      (primary ? 'background:#1d4ed8;color:#fff;border-color:#1d4ed8;' : 'background:#fff;color:#111827;');
    return b;
  }

  /** The challenge dialog; resolves with 'pass', 'error' or 'close'. */
  function openChallenge(version, choose) {
    var previous = document.activeElement;
    var overlay = document.createElement('div');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
      'background:rgba(0,0,0,0.45);font-family:system-ui,sans-serif;';
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'geetest-standin-title');
    box.setAttribute('aria-describedby', 'geetest-standin-text');
    box.style.cssText =
      'width:min(320px,calc(100vw - 32px));padding:20px;border-radius:12px;background:#fff;color:#111827;' +
      'box-shadow:0 10px 30px rgba(0,0,0,0.3);';
    var title = document.createElement('h2');
    title.id = 'geetest-standin-title';
    title.textContent = 'Security check';
    title.style.cssText = 'margin:0 0 8px;font-size:18px;';
    var text = document.createElement('p');
    text.id = 'geetest-standin-text';
    text.textContent = 'Geetest ' + version + ' test stand-in: choose how this check ends.';
    text.style.cssText = 'margin:0 0 6px;font-size:14px;color:#374151;';
    var pass = button('Pass the check', true);
    var fail = button('Fail with an error', false);
    var close = button('Close', false);
    var buttons = [pass, fail, close];
    box.append(title, text, pass, fail, close);
    overlay.appendChild(box);

    function end(outcome) {
      document.removeEventListener('keydown', onKey, true);
      overlay.remove();
      if (previous && typeof previous.focus === 'function') previous.focus();
      choose(outcome);
    }
    function onKey(e) {
      if (e.key === 'Escape') {
        e.preventDefault();
        end('close');
      } else if (e.key === 'Tab') {
        var i = buttons.indexOf(document.activeElement);
        var next = (i + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length;
        e.preventDefault();
        buttons[i < 0 ? 0 : next].focus();
      }
    }
    pass.onclick = function () {
      end('pass');
    };
    fail.onclick = function () {
      end('error');
    };
    close.onclick = function () {
      end('close');
    };
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(overlay);
    pass.focus();
  }

  function createCaptcha(version, config, passBody) {
    var handlers = { ready: [], success: [], error: [], close: [], fail: [] };
    var state = { ready: false, open: false, result: null, destroyed: false };
    var emit = function (name, arg) {
      if (state.destroyed) return;
      handlers[name].slice().forEach(function (fn) {
        fn(arg);
      });
    };
    var error = function (code, msg, userError) {
      emit('error', { code: code, error_code: code, msg: msg, user_error: userError, desc: { detail: msg } });
    };
    var show = function () {
      if (!state.ready || state.open || state.destroyed) return;
      state.open = true;
      openChallenge(version, function (outcome) {
        state.open = false;
        if (outcome === 'close') return emit('close');
        if (outcome === 'error')
          return error('60500', 'stand-in error chosen in the challenge', 'Service error');
        fetch(base + '/pass', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(passBody()),
        })
          .then(function (res) {
            if (!res.ok) throw new Error('HTTP ' + res.status);
            return res.json();
          })
          .then(function (result) {
            state.result = result;
            emit('success');
          })
          .catch(function (err) {
            error('60201', 'stand-in pass request failed: ' + err.message, 'Network failure');
          });
      });
    };
    var on = function (name) {
      return function (fn) {
        handlers[name].push(fn);
        return captcha;
      };
    };
    var captcha = {
      appendTo: function () {
        return captcha;
      },
      onReady: on('ready'),
      onSuccess: on('success'),
      onError: on('error'),
      onClose: on('close'),
      onFail: on('fail'),
      getValidate: function () {
        return state.result || false;
      },
      reset: function () {
        state.result = null;
      },
      destroy: function () {
        state.destroyed = true;
      },
      verify: show,
      showCaptcha: show,
    };
    loadGct(Number(config.timeout) || 30000, function (ok) {
      if (!ok) return error('60205', 'gct resource load timeout', 'Network failure');
      state.ready = true;
      emit('ready');
    });
    return captcha;
  }

  window.initGeetest = function (config, callback) {
    callback(
      createCaptcha('v3', config, function () {
        return { version: 'v3', challenge: config.challenge };
      }),
    );
  };
  window.initGeetest4 = function (config, callback) {
    callback(
      createCaptcha('v4', config, function () {
        return { version: 'v4', captchaId: config.captchaId };
      }),
    );
  };
})();
