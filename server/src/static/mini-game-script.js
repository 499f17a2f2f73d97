/* The reference server's mini-game (static/mini-game.ts serves it with the version in place of the last line's placeholder).
 * window.MiniGame = { version, mount(container, { token, language, onClose }) -> unmount }: a small draw panel
 * (pick your numbers, or a quick pick, then draw) rendered into the container with DOM calls only. */
(function (version) {
  'use strict';
  var GAMES = { v1: { pick: 3, of: 20 }, s1: { pick: 4, of: 15 } };
  var TEXT = {
    EN: {
      v1: 'Lucky Draw',
      s1: 'SEA Quick Draw',
      intro: 'Pick {n} numbers, then draw.',
      quick: 'Quick pick',
      draw: 'Draw',
      close: 'Close',
      drawn: 'Drawn: {list}',
      matched: 'You matched {m} of {n}.',
      numbers: 'Numbers',
    },
    CN: {
      v1: '幸运开奖',
      s1: '东南亚快开',
      intro: '选择 {n} 个号码，然后开奖。',
      quick: '机选',
      draw: '开奖',
      close: '关闭',
      drawn: '开奖号码：{list}',
      matched: '您猜中了 {m}/{n} 个。',
      numbers: '号码',
    },
    TW: {
      v1: '幸運開獎',
      s1: '東南亞快開',
      intro: '選擇 {n} 個號碼，然後開獎。',
      quick: '電腦選號',
      draw: '開獎',
      close: '關閉',
      drawn: '開獎號碼：{list}',
      matched: '您猜中了 {m}/{n} 個。',
      numbers: '號碼',
    },
    VI: {
      v1: 'Quay số may mắn',
      s1: 'Quay nhanh SEA',
      intro: 'Chọn {n} số rồi quay.',
      quick: 'Chọn nhanh',
      draw: 'Quay',
      close: 'Đóng',
      drawn: 'Kết quả: {list}',
      matched: 'Bạn trúng {m}/{n} số.',
      numbers: 'Các số',
    },
    TH: {
      v1: 'ลุ้นโชค',
      s1: 'ออกรางวัลด่วน SEA',
      intro: 'เลือก {n} หมายเลข แล้วกดออกรางวัล',
      quick: 'สุ่มเลข',
      draw: 'ออกรางวัล',
      close: 'ปิด',
      drawn: 'ผลรางวัล: {list}',
      matched: 'คุณถูก {m} จาก {n} หมายเลข',
      numbers: 'หมายเลข',
    },
    ID: {
      v1: 'Undian Untung',
      s1: 'Undian Cepat SEA',
      intro: 'Pilih {n} angka, lalu undi.',
      quick: 'Pilih acak',
      draw: 'Undi',
      close: 'Tutup',
      drawn: 'Hasil: {list}',
      matched: 'Anda cocok {m} dari {n}.',
      numbers: 'Angka',
    },
    ES: {
      v1: 'Sorteo de la suerte',
      s1: 'Sorteo rápido SEA',
      intro: 'Elige {n} números y sortea.',
      quick: 'Selección rápida',
      draw: 'Sortear',
      close: 'Cerrar',
      drawn: 'Resultado: {list}',
      matched: 'Acertaste {m} de {n}.',
      numbers: 'Números',
    },
    FR: {
      v1: 'Tirage chance',
      s1: 'Tirage express SEA',
      intro: 'Choisissez {n} numéros, puis lancez le tirage.',
      quick: 'Choix rapide',
      draw: 'Tirer',
      close: 'Fermer',
      drawn: 'Tirage : {list}',
      matched: 'Vous avez {m} bons numéros sur {n}.',
      numbers: 'Numéros',
    },
    HI: {
      v1: 'लकी ड्रॉ',
      s1: 'SEA क्विक ड्रॉ',
      intro: '{n} नंबर चुनें, फिर ड्रॉ करें।',
      quick: 'झटपट चुनें',
      draw: 'ड्रॉ करें',
      close: 'बंद करें',
      drawn: 'ड्रॉ: {list}',
      matched: 'आपके {n} में से {m} नंबर मिले।',
      numbers: 'नंबर',
    },
    JA: {
      v1: 'ラッキー抽選',
      s1: 'SEAクイック抽選',
      intro: '数字を{n}個選んで抽選します。',
      quick: 'クイックピック',
      draw: '抽選',
      close: '閉じる',
      drawn: '当選番号：{list}',
      matched: '{n}個中{m}個一致しました。',
      numbers: '数字',
    },
    KM: {
      v1: 'ការចាប់ឆ្នោតសំណាង',
      s1: 'ការចាប់ឆ្នោតរហ័ស SEA',
      intro: 'ជ្រើសរើសលេខ {n} រួចចាប់ឆ្នោត។',
      quick: 'ជ្រើសរហ័ស',
      draw: 'ចាប់ឆ្នោត',
      close: 'បិទ',
      drawn: 'លេខចេញ៖ {list}',
      matched: 'អ្នកត្រូវ {m} ក្នុងចំណោម {n}។',
      numbers: 'លេខ',
    },
    KO: {
      v1: '행운 추첨',
      s1: 'SEA 빠른 추첨',
      intro: '숫자 {n}개를 고른 뒤 추첨하세요.',
      quick: '자동 선택',
      draw: '추첨',
      close: '닫기',
      drawn: '추첨 번호: {list}',
      matched: '{n}개 중 {m}개를 맞혔습니다.',
      numbers: '숫자',
    },
    MY: {
      v1: 'ကံစမ်းမဲ',
      s1: 'SEA အမြန်မဲ',
      intro: 'နံပါတ် {n} လုံး ရွေးပြီး မဲဖောက်ပါ။',
      quick: 'အမြန်ရွေး',
      draw: 'မဲဖောက်ရန်',
      close: 'ပိတ်ရန်',
      drawn: 'ပေါက်ဂဏန်း- {list}',
      matched: '{n} လုံးတွင် {m} လုံး ကိုက်ညီပါသည်။',
      numbers: 'နံပါတ်များ',
    },
    NE: {
      v1: 'भाग्यशाली ड्र',
      s1: 'SEA छिटो ड्र',
      intro: '{n} वटा नम्बर छान्नुहोस्, अनि ड्र गर्नुहोस्।',
      quick: 'छिटो छनोट',
      draw: 'ड्र गर्नुहोस्',
      close: 'बन्द गर्नुहोस्',
      drawn: 'ड्र: {list}',
      matched: 'तपाईंको {n} मध्ये {m} मिल्यो।',
      numbers: 'नम्बरहरू',
    },
    PT: {
      v1: 'Sorteio da sorte',
      s1: 'Sorteio rápido SEA',
      intro: 'Escolha {n} números e sorteie.',
      quick: 'Escolha rápida',
      draw: 'Sortear',
      close: 'Fechar',
      drawn: 'Sorteados: {list}',
      matched: 'Acertou {m} de {n}.',
      numbers: 'Números',
    },
    'PT-BR': {
      v1: 'Sorteio da sorte',
      s1: 'Sorteio rápido SEA',
      intro: 'Escolha {n} números e sorteie.',
      quick: 'Surpresinha',
      draw: 'Sortear',
      close: 'Fechar',
      drawn: 'Sorteados: {list}',
      matched: 'Você acertou {m} de {n}.',
      numbers: 'Números',
    },
    MS: {
      v1: 'Cabutan Bertuah',
      s1: 'Cabutan Pantas SEA',
      intro: 'Pilih {n} nombor, kemudian cabut.',
      quick: 'Pilihan pantas',
      draw: 'Cabut',
      close: 'Tutup',
      drawn: 'Keputusan: {list}',
      matched: 'Anda padankan {m} daripada {n}.',
      numbers: 'Nombor',
    },
    TA: {
      v1: 'அதிர்ஷ்டக் குலுக்கல்',
      s1: 'SEA விரைவுக் குலுக்கல்',
      intro: '{n} எண்களைத் தேர்ந்தெடுத்து, பிறகு குலுக்கவும்.',
      quick: 'விரைவுத் தேர்வு',
      draw: 'குலுக்கு',
      close: 'மூடு',
      drawn: 'குலுக்கல்: {list}',
      matched: '{n}-இல் {m} பொருந்தின.',
      numbers: 'எண்கள்',
    },
    TR: {
      v1: 'Şans Çekilişi',
      s1: 'SEA Hızlı Çekiliş',
      intro: '{n} sayı seçin, sonra çekin.',
      quick: 'Hızlı seçim',
      draw: 'Çek',
      close: 'Kapat',
      drawn: 'Çekilen: {list}',
      matched: '{n} sayıdan {m} tanesini bildiniz.',
      numbers: 'Sayılar',
    },
    TY: {
      v1: 'Swerteng Bunutan',
      s1: 'SEA Mabilisang Bunutan',
      intro: 'Pumili ng {n} numero, saka bumunot.',
      quick: 'Mabilisang pili',
      draw: 'Bumunot',
      close: 'Isara',
      drawn: 'Nabunot: {list}',
      matched: 'Tumama ka ng {m} sa {n}.',
      numbers: 'Mga numero',
    },
    UR: {
      v1: 'لکی ڈرا',
      s1: 'SEA فوری ڈرا',
      intro: '{n} نمبر چنیں، پھر ڈرا کریں۔',
      quick: 'فوری انتخاب',
      draw: 'ڈرا کریں',
      close: 'بند کریں',
      drawn: 'ڈرا: {list}',
      matched: 'آپ کے {n} میں سے {m} نمبر ملے۔',
      numbers: 'نمبر',
    },
    'UR-LA': {
      v1: 'Lucky Draw',
      s1: 'SEA Fori Draw',
      intro: '{n} number chunein, phir draw karein.',
      quick: 'Fori intikhab',
      draw: 'Draw karein',
      close: 'Band karein',
      drawn: 'Draw: {list}',
      matched: 'Aap ke {n} mein se {m} number mile.',
      numbers: 'Numbers',
    },
    BN: {
      v1: 'লাকি ড্র',
      s1: 'SEA কুইক ড্র',
      intro: '{n}টি নম্বর বেছে নিন, তারপর ড্র করুন।',
      quick: 'দ্রুত বাছাই',
      draw: 'ড্র করুন',
      close: 'বন্ধ করুন',
      drawn: 'ড্র: {list}',
      matched: 'আপনার {n}টির মধ্যে {m}টি মিলেছে।',
      numbers: 'নম্বর',
    },
  };
  var game = GAMES[version] || GAMES.v1;

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, k) {
      return String(values[k]);
    });
  }

  function randomNumbers(count, of) {
    var pool = [];
    for (var i = 1; i <= of; i++) pool.push(i);
    var out = [];
    var r = new Uint32Array(count);
    crypto.getRandomValues(r);
    for (var j = 0; j < count; j++) out.push(pool.splice(r[j] % pool.length, 1)[0]);
    return out.sort(function (a, b) {
      return a - b;
    });
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) Object.assign(node.style, style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  var BUTTON = {
    minHeight: '44px',
    minWidth: '44px',
    border: '0',
    borderRadius: '22px',
    font: 'inherit',
    fontWeight: '600',
    cursor: 'pointer',
  };

  function mount(container, opts) {
    var language = String((opts && opts.language) || 'EN').toUpperCase();
    var t = TEXT[language] || TEXT.EN;
    var picked = [];
    var root = el('section', {
      boxSizing: 'border-box',
      width: '100%',
      maxWidth: '360px',
      padding: '16px',
      borderRadius: '16px',
      background: '#fff',
      color: '#111',
      font: "15px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      boxShadow: '0 8px 24px rgba(0, 0, 0, 0.25)',
    });
    root.setAttribute('data-minigame', version);
    var titleId = 'minigame-title-' + version;
    root.setAttribute('aria-labelledby', titleId);

    var top = el('div', {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '8px',
    });
    var title = el('h2', { margin: '0', fontSize: '1.0625rem' }, t[version] || t.v1);
    title.id = titleId;
    var close = el(
      'button',
      Object.assign({}, BUTTON, { background: '#eee', color: '#111', fontSize: '1.25rem' }),
      '×',
    );
    close.type = 'button';
    close.setAttribute('aria-label', t.close);
    close.addEventListener('click', function () {
      if (opts && typeof opts.onClose === 'function') opts.onClose();
    });
    top.append(title, close);

    var intro = el('p', { margin: '8px 0' }, fill(t.intro, { n: game.pick }));
    var grid = el('div', { display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '6px' });
    grid.setAttribute('role', 'group');
    grid.setAttribute('aria-label', t.numbers);
    var balls = [];
    for (var i = 1; i <= game.of; i++) {
      var ball = el('button', Object.assign({}, BUTTON, { background: '#f0f0f3', color: '#111' }), String(i));
      ball.type = 'button';
      ball.setAttribute('aria-pressed', 'false');
      ball.addEventListener('click', toggle.bind(null, i));
      balls.push(ball);
      grid.append(ball);
    }

    var actions = el('div', { display: 'flex', gap: '8px', marginTop: '12px' });
    var quick = el(
      'button',
      Object.assign({}, BUTTON, { flex: '1', background: '#eee', color: '#111' }),
      t.quick,
    );
    quick.type = 'button';
    var draw = el(
      'button',
      Object.assign({}, BUTTON, {
        flex: '1',
        background: 'var(--brand, #d0341f)',
        color: 'var(--brand-contrast, #fff)',
      }),
      t.draw,
    );
    draw.type = 'button';
    actions.append(quick, draw);
    var result = el('p', { margin: '12px 0 0', minHeight: '2.8em' });
    result.setAttribute('role', 'status');
    result.setAttribute('aria-live', 'polite');

    function render() {
      balls.forEach(function (b, index) {
        var on = picked.indexOf(index + 1) >= 0;
        b.setAttribute('aria-pressed', on ? 'true' : 'false');
        b.style.background = on ? 'var(--brand, #d0341f)' : '#f0f0f3';
        b.style.color = on ? 'var(--brand-contrast, #fff)' : '#111';
      });
      draw.disabled = picked.length !== game.pick;
      draw.style.opacity = draw.disabled ? '0.5' : '1';
    }
    function toggle(n) {
      var at = picked.indexOf(n);
      if (at >= 0) picked.splice(at, 1);
      else if (picked.length < game.pick) picked.push(n);
      result.textContent = '';
      render();
    }
    quick.addEventListener('click', function () {
      picked = randomNumbers(game.pick, game.of);
      result.textContent = '';
      render();
    });
    draw.addEventListener('click', function () {
      var drawn = randomNumbers(game.pick, game.of);
      var matched = drawn.filter(function (n) {
        return picked.indexOf(n) >= 0;
      }).length;
      result.textContent =
        fill(t.drawn, { list: drawn.join(' · ') }) + ' ' + fill(t.matched, { m: matched, n: game.pick });
    });

    root.append(top, intro, grid, actions, result);
    render();
    container.append(root);
    return function unmount() {
      root.remove();
    };
  }

  window.MiniGame = { version: version, mount: mount };
})('MINIGAME_VERSION');
