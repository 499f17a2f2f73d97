import { contrastText } from '@app/contract/theme';
import { randomBytes } from 'node:crypto';
import { RTL_LANGUAGES } from '@app/contract/constants/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_CHAT_TEXT, openChat, postMemberMessage, type ChatPage } from '../services/chat';
import { chatLinkMerchant } from '../services/link-merchant';
import { loadMerchant, type Merchant } from '../services/merchants';
import { accessNoticeHtml, accessNoticeLanguage, pageRefusal } from './access-notice';
import { escapeHtml } from './page-fill';
import { pageLanguage } from './redirect-page';

/**
 * The reference server's chat page, where CBS_launchChat sends the member: the merchant's name and
 * the chat's title on the colour the app asked for, the member, the language, the thread, a reply box and a way back to the app. No
 * script: the reply is a plain form post answered with a redirect back to the thread.
 */
export const DEMO_CHAT_PATH = '/demo-chat/';
const REPLY_PATH = '/demo-chat/messages';

/** The page's URL for a link token (CBS_launchChat's chatUrl). */
export const demoChatUrl = (origin: string, token: string): string =>
  `${origin}${DEMO_CHAT_PATH}?t=${encodeURIComponent(token)}`;

type Text = Record<
  | 'customerService'
  | 'signedInAs'
  | 'language'
  | 'agent'
  | 'you'
  | 'messages'
  | 'empty'
  | 'yourMessage'
  | 'send'
  | 'back'
  | 'linkInvalid'
  | 'backToApp',
  string
>;

/** The page's words in every interface language; any other language reads English. */
const TEXT: Record<string, Text> = {
  EN: {
    customerService: 'Customer service',
    signedInAs: 'Signed in as',
    language: 'Language',
    agent: 'Agent',
    you: 'You',
    messages: 'Messages',
    empty: 'No messages yet. Write to us and an agent will answer here.',
    yourMessage: 'Your message',
    send: 'Send',
    back: 'Back',
    linkInvalid: 'This chat link has expired. Go back to the app and open the chat again.',
    backToApp: 'Back to the app',
  },
  CN: {
    customerService: '在线客服',
    signedInAs: '当前账号',
    language: '语言',
    agent: '客服',
    you: '我',
    messages: '消息',
    empty: '暂无消息。给我们留言，客服会在这里回复您。',
    yourMessage: '您的消息',
    send: '发送',
    back: '返回',
    linkInvalid: '该聊天链接已过期，请返回应用后重新打开客服。',
    backToApp: '返回应用',
  },
  TW: {
    customerService: '線上客服',
    signedInAs: '目前帳號',
    language: '語言',
    agent: '客服',
    you: '我',
    messages: '訊息',
    empty: '暫無訊息。給我們留言，客服會在這裡回覆您。',
    yourMessage: '您的訊息',
    send: '傳送',
    back: '返回',
    linkInvalid: '該聊天連結已過期，請返回應用程式後重新開啟客服。',
    backToApp: '返回應用程式',
  },
  VI: {
    customerService: 'Chăm sóc khách hàng',
    signedInAs: 'Đăng nhập với',
    language: 'Ngôn ngữ',
    agent: 'Nhân viên',
    you: 'Bạn',
    messages: 'Tin nhắn',
    empty: 'Chưa có tin nhắn. Hãy nhắn cho chúng tôi, nhân viên sẽ trả lời tại đây.',
    yourMessage: 'Tin nhắn của bạn',
    send: 'Gửi',
    back: 'Quay lại',
    linkInvalid: 'Liên kết trò chuyện này đã hết hạn. Hãy quay lại ứng dụng và mở lại trò chuyện.',
    backToApp: 'Quay lại ứng dụng',
  },
  TH: {
    customerService: 'ฝ่ายบริการลูกค้า',
    signedInAs: 'เข้าสู่ระบบในชื่อ',
    language: 'ภาษา',
    agent: 'เจ้าหน้าที่',
    you: 'คุณ',
    messages: 'ข้อความ',
    empty: 'ยังไม่มีข้อความ ส่งข้อความถึงเรา แล้วเจ้าหน้าที่จะตอบที่นี่',
    yourMessage: 'ข้อความของคุณ',
    send: 'ส่ง',
    back: 'กลับ',
    linkInvalid: 'ลิงก์แชทนี้หมดอายุแล้ว กรุณากลับไปที่แอปแล้วเปิดแชทอีกครั้ง',
    backToApp: 'กลับไปที่แอป',
  },
  ID: {
    customerService: 'Layanan pelanggan',
    signedInAs: 'Masuk sebagai',
    language: 'Bahasa',
    agent: 'Agen',
    you: 'Anda',
    messages: 'Pesan',
    empty: 'Belum ada pesan. Tulis kepada kami dan agen akan menjawab di sini.',
    yourMessage: 'Pesan Anda',
    send: 'Kirim',
    back: 'Kembali',
    linkInvalid: 'Tautan obrolan ini sudah kedaluwarsa. Kembali ke aplikasi dan buka obrolan lagi.',
    backToApp: 'Kembali ke aplikasi',
  },
  ES: {
    customerService: 'Atención al cliente',
    signedInAs: 'Sesión iniciada como',
    language: 'Idioma',
    agent: 'Agente',
    you: 'Tú',
    messages: 'Mensajes',
    empty: 'Aún no hay mensajes. Escríbenos y un agente te responderá aquí.',
    yourMessage: 'Tu mensaje',
    send: 'Enviar',
    back: 'Volver',
    linkInvalid: 'Este enlace del chat ha caducado. Vuelve a la aplicación y abre el chat de nuevo.',
    backToApp: 'Volver a la aplicación',
  },
  FR: {
    customerService: 'Service client',
    signedInAs: 'Connecté en tant que',
    language: 'Langue',
    agent: 'Conseiller',
    you: 'Vous',
    messages: 'Messages',
    empty: 'Aucun message pour le moment. Écrivez-nous et un conseiller vous répondra ici.',
    yourMessage: 'Votre message',
    send: 'Envoyer',
    back: 'Retour',
    linkInvalid: "Ce lien de chat a expiré. Revenez à l'application et rouvrez le chat.",
    backToApp: "Retour à l'application",
  },
  HI: {
    customerService: 'ग्राहक सेवा',
    signedInAs: 'इस रूप में साइन इन',
    language: 'भाषा',
    agent: 'एजेंट',
    you: 'आप',
    messages: 'संदेश',
    empty: 'अभी कोई संदेश नहीं है। हमें लिखें, एजेंट यहीं जवाब देगा।',
    yourMessage: 'आपका संदेश',
    send: 'भेजें',
    back: 'वापस',
    linkInvalid: 'इस चैट लिंक की समय-सीमा समाप्त हो गई है। ऐप पर वापस जाएँ और चैट फिर से खोलें।',
    backToApp: 'ऐप पर वापस जाएँ',
  },
  JA: {
    customerService: 'カスタマーサービス',
    signedInAs: 'ログイン中',
    language: '言語',
    agent: '担当者',
    you: 'あなた',
    messages: 'メッセージ',
    empty: 'まだメッセージはありません。メッセージを送ると、担当者がここで返信します。',
    yourMessage: 'メッセージ',
    send: '送信',
    back: '戻る',
    linkInvalid: 'このチャットリンクは有効期限が切れています。アプリに戻ってチャットを開き直してください。',
    backToApp: 'アプリに戻る',
  },
  KM: {
    customerService: 'សេវាអតិថិជន',
    signedInAs: 'បានចូលជា',
    language: 'ភាសា',
    agent: 'ភ្នាក់ងារ',
    you: 'អ្នក',
    messages: 'សារ',
    empty: 'មិនទាន់មានសារនៅឡើយទេ។ សរសេរមកយើង ហើយភ្នាក់ងារនឹងឆ្លើយតបនៅទីនេះ។',
    yourMessage: 'សាររបស់អ្នក',
    send: 'ផ្ញើ',
    back: 'ត្រឡប់ក្រោយ',
    linkInvalid: 'តំណជជែកនេះបានផុតកំណត់ហើយ។ សូមត្រឡប់ទៅកម្មវិធី ហើយបើកការជជែកម្តងទៀត។',
    backToApp: 'ត្រឡប់ទៅកម្មវិធី',
  },
  KO: {
    customerService: '고객센터',
    signedInAs: '로그인 계정',
    language: '언어',
    agent: '상담원',
    you: '나',
    messages: '메시지',
    empty: '아직 메시지가 없습니다. 메시지를 남기시면 상담원이 여기에서 답변드립니다.',
    yourMessage: '메시지 입력',
    send: '보내기',
    back: '뒤로',
    linkInvalid: '이 채팅 링크는 만료되었습니다. 앱으로 돌아가 채팅을 다시 열어 주세요.',
    backToApp: '앱으로 돌아가기',
  },
  MY: {
    customerService: 'ဖောက်သည်ဝန်ဆောင်မှု',
    signedInAs: 'အကောင့်ဝင်ထားသူ',
    language: 'ဘာသာစကား',
    agent: 'ဝန်ထမ်း',
    you: 'သင်',
    messages: 'မက်ဆေ့ချ်များ',
    empty: 'မက်ဆေ့ချ် မရှိသေးပါ။ ကျွန်ုပ်တို့ထံ စာရေးပါ၊ ဝန်ထမ်းက ဤနေရာတွင် ပြန်ဖြေပါမည်။',
    yourMessage: 'သင့်မက်ဆေ့ချ်',
    send: 'ပို့ရန်',
    back: 'နောက်သို့',
    linkInvalid: 'ဤချက်တ်လင့်ခ် သက်တမ်းကုန်သွားပါပြီ။ အက်ပ်သို့ပြန်သွားပြီး ချက်တ်ကို ထပ်ဖွင့်ပါ။',
    backToApp: 'အက်ပ်သို့ ပြန်သွားရန်',
  },
  NE: {
    customerService: 'ग्राहक सेवा',
    signedInAs: 'यस रूपमा साइन इन',
    language: 'भाषा',
    agent: 'एजेन्ट',
    you: 'तपाईं',
    messages: 'सन्देशहरू',
    empty: 'अहिलेसम्म कुनै सन्देश छैन। हामीलाई लेख्नुहोस्, एजेन्टले यहीँ जवाफ दिनुहुनेछ।',
    yourMessage: 'तपाईंको सन्देश',
    send: 'पठाउनुहोस्',
    back: 'फर्कनुहोस्',
    linkInvalid: 'यो च्याट लिंकको म्याद सकियो। एपमा फर्केर च्याट फेरि खोल्नुहोस्।',
    backToApp: 'एपमा फर्कनुहोस्',
  },
  PT: {
    customerService: 'Apoio ao cliente',
    signedInAs: 'Sessão iniciada como',
    language: 'Idioma',
    agent: 'Agente',
    you: 'Você',
    messages: 'Mensagens',
    empty: 'Ainda não há mensagens. Escreva-nos e um agente responderá aqui.',
    yourMessage: 'A sua mensagem',
    send: 'Enviar',
    back: 'Voltar',
    linkInvalid: 'Esta ligação do chat expirou. Volte à aplicação e abra o chat novamente.',
    backToApp: 'Voltar à aplicação',
  },
  'PT-BR': {
    customerService: 'Atendimento ao cliente',
    signedInAs: 'Conectado como',
    language: 'Idioma',
    agent: 'Atendente',
    you: 'Você',
    messages: 'Mensagens',
    empty: 'Ainda não há mensagens. Escreva para nós e um atendente responderá aqui.',
    yourMessage: 'Sua mensagem',
    send: 'Enviar',
    back: 'Voltar',
    linkInvalid: 'Este link do chat expirou. Volte ao app e abra o chat novamente.',
    backToApp: 'Voltar ao app',
  },
  MS: {
    customerService: 'Khidmat pelanggan',
    signedInAs: 'Log masuk sebagai',
    language: 'Bahasa',
    agent: 'Ejen',
    you: 'Anda',
    messages: 'Mesej',
    empty: 'Belum ada mesej. Tulis kepada kami dan ejen akan membalas di sini.',
    yourMessage: 'Mesej anda',
    send: 'Hantar',
    back: 'Kembali',
    linkInvalid: 'Pautan sembang ini telah tamat tempoh. Kembali ke aplikasi dan buka sembang sekali lagi.',
    backToApp: 'Kembali ke aplikasi',
  },
  TA: {
    customerService: 'வாடிக்கையாளர் சேவை',
    signedInAs: 'உள்நுழைந்தவர்',
    language: 'மொழி',
    agent: 'முகவர்',
    you: 'நீங்கள்',
    messages: 'செய்திகள்',
    empty: 'இன்னும் செய்திகள் இல்லை. எங்களுக்கு எழுதுங்கள், முகவர் இங்கே பதிலளிப்பார்.',
    yourMessage: 'உங்கள் செய்தி',
    send: 'அனுப்பு',
    back: 'பின் செல்',
    linkInvalid: 'இந்த அரட்டை இணைப்பு காலாவதியானது. செயலிக்குத் திரும்பி அரட்டையை மீண்டும் திறக்கவும்.',
    backToApp: 'செயலிக்குத் திரும்பு',
  },
  TR: {
    customerService: 'Müşteri hizmetleri',
    signedInAs: 'Giriş yapan',
    language: 'Dil',
    agent: 'Temsilci',
    you: 'Siz',
    messages: 'Mesajlar',
    empty: 'Henüz mesaj yok. Bize yazın, bir temsilci burada yanıtlayacak.',
    yourMessage: 'Mesajınız',
    send: 'Gönder',
    back: 'Geri',
    linkInvalid: 'Bu sohbet bağlantısının süresi doldu. Uygulamaya dönüp sohbeti yeniden açın.',
    backToApp: 'Uygulamaya dön',
  },
  TY: {
    customerService: 'Customer service',
    signedInAs: 'Naka-sign in bilang',
    language: 'Wika',
    agent: 'Ahente',
    you: 'Ikaw',
    messages: 'Mga mensahe',
    empty: 'Wala pang mensahe. Sumulat sa amin at sasagot dito ang isang ahente.',
    yourMessage: 'Iyong mensahe',
    send: 'Ipadala',
    back: 'Bumalik',
    linkInvalid: 'Nag-expire na ang link ng chat na ito. Bumalik sa app at buksan muli ang chat.',
    backToApp: 'Bumalik sa app',
  },
  UR: {
    customerService: 'کسٹمر سروس',
    signedInAs: 'بطور سائن ان',
    language: 'زبان',
    agent: 'ایجنٹ',
    you: 'آپ',
    messages: 'پیغامات',
    empty: 'ابھی کوئی پیغام نہیں۔ ہمیں لکھیں، ایجنٹ یہیں جواب دے گا۔',
    yourMessage: 'آپ کا پیغام',
    send: 'بھیجیں',
    back: 'واپس',
    linkInvalid: 'اس چیٹ لنک کی مدت ختم ہو گئی ہے۔ ایپ پر واپس جا کر چیٹ دوبارہ کھولیں۔',
    backToApp: 'ایپ پر واپس جائیں',
  },
  'UR-LA': {
    customerService: 'Customer service',
    signedInAs: 'Bataur sign in',
    language: 'Zubaan',
    agent: 'Agent',
    you: 'Aap',
    messages: 'Paighamaat',
    empty: 'Abhi koi paigham nahin. Hamein likhein, agent yahin jawab dega.',
    yourMessage: 'Aap ka paigham',
    send: 'Bhejein',
    back: 'Wapas',
    linkInvalid: 'Is chat link ki muddat khatam ho gayi hai. App par wapas ja kar chat dobara kholein.',
    backToApp: 'App par wapas jayein',
  },
  BN: {
    customerService: 'গ্রাহক সেবা',
    signedInAs: 'সাইন ইন করেছেন',
    language: 'ভাষা',
    agent: 'এজেন্ট',
    you: 'আপনি',
    messages: 'বার্তা',
    empty: 'এখনও কোনো বার্তা নেই। আমাদের লিখুন, একজন এজেন্ট এখানে উত্তর দেবেন।',
    yourMessage: 'আপনার বার্তা',
    send: 'পাঠান',
    back: 'ফিরে যান',
    linkInvalid: 'এই চ্যাট লিঙ্কের মেয়াদ শেষ হয়ে গেছে। অ্যাপে ফিরে গিয়ে আবার চ্যাট খুলুন।',
    backToApp: 'অ্যাপে ফিরে যান',
  },
};

const textFor = (language: string): Text => TEXT[language] ?? (TEXT.EN as Text);

const html = (language: string) => {
  const lang = escapeHtml(language.toLowerCase());
  const dir = (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
  return `<html lang="${lang}" dir="${dir}">`;
};

const head = (title: string, nonce: string, css: string) =>
  `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style nonce="${nonce}">${css}</style></head>`;

const BASE_CSS =
  "*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#f4f5f8;color:#111;font:16px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}" +
  '.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}';

const PAGE_CSS =
  'header{position:sticky;top:0;display:flex;align-items:center;gap:8px;padding:8px 12px;background:var(--head);color:var(--on-head)}' +
  'header a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;color:inherit;text-decoration:none;font-size:1.5rem;border-radius:22px}' +
  'header a:focus-visible,button:focus-visible,textarea:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}' +
  'h1{margin:0;font-size:1.0625rem;line-height:1.3}header p{margin:0;font-size:.8125rem}' +
  'main{flex:1;padding:12px 12px 0;max-width:640px;width:100%;margin:0 auto}' +
  '.who{margin:0 0 12px;font-size:.8125rem;color:#444;text-align:center}' +
  'ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}' +
  'li{max-width:80%;padding:8px 12px;border-radius:16px;background:#fff;align-self:flex-start;overflow-wrap:anywhere}' +
  'li.member{align-self:flex-end;background:var(--head);color:var(--on-head)}' +
  'li p{margin:0;white-space:pre-wrap}li .meta{display:block;font-size:.75rem;margin-bottom:2px;color:#555}li.member .meta{color:inherit}' +
  '.empty{margin:24px 0;text-align:center;color:#555}' +
  'footer{position:sticky;bottom:0}form{display:flex;gap:8px;padding:12px;padding-bottom:max(12px,env(safe-area-inset-bottom));background:#fff;border-top:1px solid #ddd}' +
  'textarea{flex:1;min-height:44px;max-height:120px;resize:vertical;padding:10px 12px;border:1px solid #888;border-radius:22px;font:inherit}' +
  'button{min-width:72px;min-height:44px;padding:0 16px;border:0;border-radius:22px;background:var(--head);color:var(--on-head);font:inherit;font-weight:600}';

const timeOf = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/** The page of an open chat (every value escaped; the back link only to a path of the app's own origin). */
export function chatPageHtml(
  page: ChatPage & { merchantName: string },
  token: string,
  nonce: string,
): string {
  const t = textFor(page.language);
  const subtitle = page.title || t.customerService;
  const css = `${BASE_CSS}:root{--head:${page.headerColor};--on-head:${contrastText(page.headerColor)}}${PAGE_CSS}`;
  const back = page.backPath
    ? `<a href="${escapeHtml(page.backPath)}" aria-label="${escapeHtml(t.back)}">${page.language === 'UR' ? '→' : '←'}</a>`
    : '';
  const items = page.messages
    .map((m) => {
      const who = m.sender === 'agent' ? t.agent : t.you;
      const time = new Date(m.createdAt).toISOString();
      return `<li class="${m.sender}"><span class="meta">${escapeHtml(who)} · <time datetime="${time}">${timeOf(m.createdAt)} UTC</time></span><p dir="auto">${escapeHtml(m.text)}</p></li>`;
    })
    .join('');
  const thread = items
    ? `<ol aria-label="${escapeHtml(t.messages)}">${items}</ol>`
    : `<p class="empty">${escapeHtml(t.empty)}</p>`;
  return `<!doctype html>${html(page.language)}${head(`${subtitle} · ${page.merchantName}`, nonce, css)}<body><header>${back}<div><h1>${escapeHtml(page.merchantName)}</h1><p>${escapeHtml(subtitle)}</p></div></header><main><p class="who">${escapeHtml(t.signedInAs)} <strong data-chat-member><bdi>${escapeHtml(page.username)}</bdi></strong> · ${escapeHtml(t.language)}: <span data-chat-language>${escapeHtml(page.language)}</span></p>${thread}<span id="latest"></span></main><footer><form method="post" action="${REPLY_PATH}"><input type="hidden" name="t" value="${escapeHtml(token)}"><label class="vh" for="reply">${escapeHtml(t.yourMessage)}</label><textarea id="reply" name="text" dir="auto" rows="1" required maxlength="${MAX_CHAT_TEXT}" placeholder="${escapeHtml(t.yourMessage)}"></textarea><button type="submit">${escapeHtml(t.send)}</button></form></footer></body></html>`;
}

/** The page of a link that opens nothing (never issued, expired, its session over): plain words, a way back. */
export function chatLinkInvalidHtml(language: string, nonce: string): string {
  const t = textFor(language);
  const css = `${BASE_CSS}body{align-items:center;justify-content:center;padding:24px}main{max-width:360px;background:#fff;border-radius:16px;padding:24px;text-align:center}h1{font-size:1.125rem;line-height:1.4;margin:0 0 20px}a{display:inline-block;min-height:44px;line-height:44px;padding:0 24px;border-radius:22px;background:#333;color:#fff;text-decoration:none;font-weight:600}`;
  return `<!doctype html>${html(language)}${head(t.customerService, nonce, css)}<body><main><h1>${escapeHtml(t.linkInvalid)}</h1><a href="/m/home">${escapeHtml(t.backToApp)}</a></main></body></html>`;
}

/** The page's own policy: no script at all, its one style block by nonce, forms only to itself, never framed. */
export const chatPageCsp = (nonce: string): string =>
  `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const sendPage = (reply: FastifyReply, status: number, body: (nonce: string) => string) => {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', chatPageCsp(nonce))
    .type('text/html; charset=utf-8')
    .send(body(nonce));
};

const tokenOf = (value: unknown): string => (typeof value === 'string' && value.length <= 128 ? value : '');

/**
 * GET /demo-chat/?t=: the chat page (opening it marks the agent's messages read), or the invalid-link page (400).
 * POST /demo-chat/messages (form: t, text): the member's reply, then back to the thread (303); an invalid link gets
 * the invalid-link page. The form parser is registered in this scope only. Both follow the calls' access rule
 * (maintenance, a blocked IP, a restricted region: static/access-notice.ts) for the link's merchant, checked
 * before the link is used: a refused visitor gets the notice, and nothing is marked read or stored.
 */
export function registerDemoChat(fastify: FastifyInstance): void {
  const { appContext: app } = fastify;
  /** The link's merchant (undefined for a token that is no link). */
  const merchantOf = async (token: string): Promise<Merchant | undefined> => {
    const code = token ? await chatLinkMerchant(app.db, token) : undefined;
    return code === undefined ? undefined : loadMerchant(app.db, code);
  };
  /** The access notice when the rule refuses the visitor of this link's merchant; null when the page is open. */
  const refused = (request: FastifyRequest, reply: FastifyReply, merchant: Merchant | undefined) => {
    const refusal = pageRefusal(merchant, request.ip);
    if (!refusal) return null;
    const language = accessNoticeLanguage(request);
    return sendPage(reply, refusal.status, (nonce) => accessNoticeHtml(refusal.notice, language, nonce));
  };
  fastify.get<{ Querystring: Record<string, unknown> }>(DEMO_CHAT_PATH, async (request, reply) => {
    const token = tokenOf(request.query.t);
    const merchant = await merchantOf(token);
    const refusal = refused(request, reply, merchant);
    if (refusal) return refusal;
    const page = token ? await openChat(app.db, token, app.now()) : undefined;
    if (!page)
      return sendPage(reply, 400, (nonce) => chatLinkInvalidHtml(pageLanguage(request.headers), nonce));
    const merchantName = merchant?.settings.public.name ?? page.merchant;
    return sendPage(reply, 200, (nonce) => chatPageHtml({ ...page, merchantName }, token, nonce));
  });
  fastify.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
    );
    scope.post<{ Body: Record<string, unknown> | undefined }>(REPLY_PATH, async (request, reply) => {
      const body = request.body ?? {};
      const token = tokenOf(body.t);
      const refusal = refused(request, reply, await merchantOf(token));
      if (refusal) return refusal;
      const text = typeof body.text === 'string' ? body.text : '';
      const posted = token ? await postMemberMessage(app.db, token, text, app.now()) : false;
      // An empty text on a valid link just shows the thread again.
      if (posted || (token && (await openChat(app.db, token, app.now())))) {
        return reply.header('cache-control', 'no-store').redirect(`${demoChatUrl('', token)}#latest`, 303);
      }
      return sendPage(reply, 400, (nonce) => chatLinkInvalidHtml(pageLanguage(request.headers), nonce));
    });
  });
}
