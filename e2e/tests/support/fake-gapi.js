// An offline stand-in for https://apis.google.com/js/api.js (served by serveFakeGapi in firebase.ts), enough
// for the Firebase Auth emulator's popup and redirect flow: the SDK's page and the emulator's helper iframe
// (/emulator/auth/iframe) talk through gapi.iframes, which this implements over postMessage.
(() => {
  const TAG = '__fakeGapi';
  let seq = 0;
  const pendingReplies = {};

  /** One peer window: handlers registered by name; calls that arrive before their handler wait. */
  class Channel {
    constructor(getTarget) {
      this.getTarget = getTarget;
      this.handlers = {};
      this.queue = {};
      this.ready = false;
      this.readyCallbacks = [];
    }
    post(message) {
      message[TAG] = true;
      this.getTarget()?.postMessage(message, '*');
    }
    register(name, handler) {
      this.handlers[name] = handler;
      const queued = this.queue[name] ?? [];
      delete this.queue[name];
      for (const m of queued) this.handleCall(m);
    }
    handleCall(m) {
      const handler = this.handlers[m.name];
      if (!handler) {
        (this.queue[m.name] ??= []).push(m);
        return;
      }
      Promise.resolve(handler(m.data)).then((result) =>
        this.post({ kind: 'reply', id: m.id, data: [result] }),
      );
    }
    send(name, data, callback) {
      const id = TAG + ++seq;
      pendingReplies[id] = callback ?? (() => {});
      this.post({ kind: 'call', id, name, data });
    }
  }

  // The SDK's page: one channel per iframe it opens; the iframe: one channel to its parent.
  const channels = [];
  window.addEventListener('message', (e) => {
    const m = e.data;
    if (!m || typeof m !== 'object' || !m[TAG]) return;
    if (m.kind === 'reply') {
      const callback = pendingReplies[m.id];
      delete pendingReplies[m.id];
      try {
        callback?.(m.data);
      } catch {
        // The SDK's web-storage callback throws after it has its answer; the real gapi swallows that too.
      }
      return;
    }
    const channel = channels.find((c) => c.getTarget() === e.source);
    if (!channel) return;
    if (m.kind === 'ready') {
      channel.ready = true;
      for (const callback of channel.readyCallbacks.splice(0)) callback();
    } else if (m.kind === 'call') {
      channel.handleCall(m);
    }
  });

  function iframeHandle(el) {
    const channel = new Channel(() => el.contentWindow);
    channels.push(channel);
    return {
      register: (name, handler) => channel.register(name, handler),
      send: (name, data, callback) => channel.send(name, data, callback),
      restyle: () => Promise.resolve(),
      ping: (callback) =>
        new Promise((resolve) => {
          const done = () => {
            callback?.();
            resolve();
          };
          if (channel.ready) done();
          else channel.readyCallbacks.push(done);
        }),
      getIframeEl: () => el,
    };
  }

  let parentHandle = null;
  const context = {
    open(options, callback) {
      const el = document.createElement('iframe');
      for (const [name, value] of Object.entries(options.attributes ?? {})) {
        if (name !== 'style') el.setAttribute(name, value);
      }
      Object.assign(el.style, {
        position: 'absolute',
        width: '1px',
        height: '1px',
        left: '-100px',
        top: '-100px',
      });
      const handle = iframeHandle(el);
      el.src = options.url;
      (options.where ?? document.body).appendChild(el);
      return Promise.resolve(callback ? callback(handle) : handle);
    },
    getParentIframe() {
      if (!parentHandle) {
        const channel = new Channel(() => window.parent);
        channels.push(channel);
        parentHandle = {
          register: (name, handler) => channel.register(name, handler),
          send: (name, data, callback) => channel.send(name, data, callback),
        };
        channel.post({ kind: 'ready' });
      }
      return parentHandle;
    },
  };

  window.gapi ??= {};
  window.gapi.iframes = {
    getContext: () => context,
    Iframe: function Iframe() {},
    CROSS_ORIGIN_IFRAMES_FILTER: () => true,
  };
  window.gapi.load = (_module, options) => {
    setTimeout(() => (typeof options === 'function' ? options : options?.callback)?.(), 0);
  };
  // api.js calls back through ?onload=<name> and window.gapi_onload.
  const onload = /[?&]onload=([^&]+)/.exec(document.currentScript?.src ?? '');
  setTimeout(() => {
    if (onload && typeof window[onload[1]] === 'function') window[onload[1]]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
