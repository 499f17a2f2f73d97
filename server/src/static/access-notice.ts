import type { FastifyRequest } from 'fastify';
import { RTL_LANGUAGES } from '@app/contract/constants/language';
import { accessRefusal, restrictedBy } from '../http/access-hook';
import type { Merchant } from '../services/merchants';
import { escapeHtml } from './page-fill';
import { pageLanguage } from './redirect-page';

/**
 * The access rule (http/access-hook.ts: maintenance, a blocked IP, a restricted region) on the server's own pages
 * outside the calls: the demo chat page and its reply, the demo game provider's pages. The app shows its notice
 * (entry §2) and no chat or game; a page opened from a link kept from before, or a reply posted from a page
 * already open, gets the same notice as a page, and nothing is read, marked or stored.
 */

/** Which notice a refused visitor gets: maintenance, or access denied by IP or by region. */
export type AccessNotice = 'maintenance' | 'ip' | 'region';

/** A refusal of a page: the notice and its HTTP status (403 for a restriction, 503 for maintenance, as the calls). */
export interface PageRefusal {
  notice: AccessNotice;
  status: 403 | 503;
}

/**
 * The refusal of a page of `merchant` to the visitor at `ip` (the calls' rule, accessRefusal), or null when the page
 * is open to them. A blocked visitor gets the blocked notice even during maintenance, as in the app.
 */
export function pageRefusal(merchant: Merchant | undefined, ip: string): PageRefusal | null {
  if (!merchant) return null;
  const refusal = accessRefusal(merchant.settings, ip);
  if (refusal === null) return null;
  if (refusal === 'maintenance') return { notice: 'maintenance', status: 503 };
  return { notice: restrictedBy(merchant.settings, ip) === 'IP' ? 'ip' : 'region', status: 403 };
}

type Words = Record<
  'maintenanceTitle' | 'maintenanceText' | 'regionTitle' | 'ipTitle' | 'restrictedText',
  string
>;

/** The notices' words in every interface language, as the app's notices say them (web/src/i18n/locales). */
const WORDS: Record<string, Words> = {
  EN: {
    maintenanceTitle: 'System maintenance',
    maintenanceText:
      "We're upgrading our system to serve you better. Please come back a little later. Thank you for your patience.",
    regionTitle: 'Not available in your region',
    ipTitle: 'Access denied for your IP address',
    restrictedText:
      "We're sorry, our service is not available in your region or for your IP address. If you think this is a mistake, please contact us.",
  },
  CN: {
    maintenanceTitle: '系统维护中',
    maintenanceText: '为了给您提供更好的服务，系统正在升级维护，请稍后再来。感谢您的耐心等待。',
    regionTitle: '您所在的地区无法访问',
    ipTitle: '您的IP地址禁止访问',
    restrictedText: '非常抱歉，我们的服务暂不支持您所在的地区或IP地址。如有疑问，请联系我们。',
  },
  TW: {
    maintenanceTitle: '系統維護中',
    maintenanceText: '為了提供您更好的服務，系統正在升級維護，請稍後再來。感謝您的耐心等候。',
    regionTitle: '您所在的地區無法存取',
    ipTitle: '您的IP位址禁止存取',
    restrictedText: '非常抱歉，我們的服務暫不支援您所在的地區或IP位址。如有疑問，請聯絡我們。',
  },
  VI: {
    maintenanceTitle: 'Bảo trì hệ thống',
    maintenanceText:
      'Chúng tôi đang nâng cấp hệ thống để phục vụ bạn tốt hơn. Vui lòng quay lại sau ít phút. Cảm ơn bạn đã kiên nhẫn chờ đợi.',
    regionTitle: 'Không khả dụng tại khu vực của bạn',
    ipTitle: 'Địa chỉ IP của bạn bị từ chối truy cập',
    restrictedText:
      'Rất tiếc, dịch vụ của chúng tôi không khả dụng tại khu vực hoặc địa chỉ IP của bạn. Nếu bạn cho rằng đây là nhầm lẫn, vui lòng liên hệ với chúng tôi.',
  },
  TH: {
    maintenanceTitle: 'ปิดปรับปรุงระบบ',
    maintenanceText: 'เรากำลังปรับปรุงระบบเพื่อให้บริการคุณได้ดียิ่งขึ้น กรุณากลับมาใหม่อีกครั้งในภายหลัง ขอบคุณที่รอคอย',
    regionTitle: 'ไม่สามารถเข้าใช้งานในพื้นที่ของคุณ',
    ipTitle: 'IP ของคุณถูกปฏิเสธการเข้าถึง',
    restrictedText: 'ขออภัย บริการของเราไม่เปิดให้ใช้งานในพื้นที่หรือ IP ของคุณ หากคิดว่าเป็นข้อผิดพลาด กรุณาติดต่อเรา',
  },
  ID: {
    maintenanceTitle: 'Pemeliharaan sistem',
    maintenanceText:
      'Kami sedang meningkatkan sistem agar dapat melayani Anda lebih baik. Silakan kembali beberapa saat lagi. Terima kasih atas kesabaran Anda.',
    regionTitle: 'Tidak tersedia di wilayah Anda',
    ipTitle: 'Akses ditolak untuk alamat IP Anda',
    restrictedText:
      'Mohon maaf, layanan kami tidak tersedia di wilayah atau untuk alamat IP Anda. Jika menurut Anda ini keliru, silakan hubungi kami.',
  },
  ES: {
    maintenanceTitle: 'Mantenimiento del sistema',
    maintenanceText:
      'Estamos mejorando nuestro sistema para ofrecerte un mejor servicio. Vuelve un poco más tarde. Gracias por tu paciencia.',
    regionTitle: 'No disponible en tu región',
    ipTitle: 'Acceso denegado para tu dirección IP',
    restrictedText:
      'Lo sentimos, nuestro servicio no está disponible en tu región o para tu dirección IP. Si crees que se trata de un error, contáctanos.',
  },
  FR: {
    maintenanceTitle: 'Maintenance du système',
    maintenanceText:
      'Nous mettons notre système à niveau pour mieux vous servir. Merci de revenir un peu plus tard et de votre patience.',
    regionTitle: 'Indisponible dans votre région',
    ipTitle: 'Accès refusé pour votre adresse IP',
    restrictedText:
      "Nous sommes désolés, notre service n'est pas disponible dans votre région ou pour votre adresse IP. Si vous pensez qu'il s'agit d'une erreur, contactez-nous.",
  },
  HI: {
    maintenanceTitle: 'सिस्टम मेंटेनेंस',
    maintenanceText:
      'आपको बेहतर सेवा देने के लिए हम अपना सिस्टम अपग्रेड कर रहे हैं। कृपया थोड़ी देर बाद वापस आएँ। आपके धैर्य के लिए धन्यवाद।',
    regionTitle: 'आपके क्षेत्र में उपलब्ध नहीं',
    ipTitle: 'आपके IP पते से एक्सेस की अनुमति नहीं है',
    restrictedText:
      'क्षमा करें, हमारी सेवा आपके क्षेत्र या आपके IP पते के लिए उपलब्ध नहीं है। अगर आपको लगता है कि यह गलती है, तो कृपया हमसे संपर्क करें।',
  },
  JA: {
    maintenanceTitle: 'システムメンテナンス中',
    maintenanceText:
      'より良いサービスをご提供するため、システムのアップグレードを行っています。しばらくしてから再度アクセスしてください。ご不便をおかけして申し訳ございません。',
    regionTitle: 'お住まいの地域ではご利用いただけません',
    ipTitle: 'お使いのIPアドレスからはアクセスできません',
    restrictedText:
      '申し訳ございません。お住まいの地域またはお使いのIPアドレスでは、当サービスをご利用いただけません。お心当たりがない場合はお問い合わせください。',
  },
  KM: {
    maintenanceTitle: 'កំពុងថែទាំប្រព័ន្ធ',
    maintenanceText:
      'យើងកំពុងធ្វើបច្ចុប្បន្នភាពប្រព័ន្ធ ដើម្បីបម្រើអ្នកឱ្យកាន់តែប្រសើរ។ សូមត្រឡប់មកវិញនៅពេលបន្តិចទៀត។ សូមអរគុណចំពោះការអត់ធ្មត់របស់អ្នក។',
    regionTitle: 'មិនអាចប្រើបាននៅក្នុងតំបន់របស់អ្នក',
    ipTitle: 'អាសយដ្ឋាន IP របស់អ្នកត្រូវបានបដិសេធការចូលប្រើ',
    restrictedText:
      'សូមអភ័យទោស សេវាកម្មរបស់យើងមិនអាចប្រើបាននៅក្នុងតំបន់ ឬសម្រាប់អាសយដ្ឋាន IP របស់អ្នកទេ។ ប្រសិនបើអ្នកគិតថានេះជាកំហុស សូមទាក់ទងមកយើង។',
  },
  KO: {
    maintenanceTitle: '시스템 점검 중',
    maintenanceText:
      '더 나은 서비스를 위해 시스템을 업그레이드하고 있습니다. 잠시 후 다시 방문해 주세요. 기다려 주셔서 감사합니다.',
    regionTitle: '접속할 수 없는 지역입니다',
    ipTitle: '접속이 차단된 IP 주소입니다',
    restrictedText:
      '죄송합니다. 고객님의 지역 또는 IP 주소에서는 서비스를 이용하실 수 없습니다. 잘못된 안내라고 생각되시면 문의해 주세요.',
  },
  MY: {
    maintenanceTitle: 'စနစ်ပြုပြင်ထိန်းသိမ်းနေပါသည်',
    maintenanceText:
      'သင့်အား ပိုမိုကောင်းမွန်စွာ ဝန်ဆောင်မှုပေးနိုင်ရန် စနစ်ကို အဆင့်မြှင့်တင်နေပါသည်။ ခဏကြာမှ ပြန်လာခဲ့ပါ။ စိတ်ရှည်စွာ စောင့်ဆိုင်းပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။',
    regionTitle: 'သင့်ဒေသတွင် အသုံးပြု၍ မရနိုင်ပါ',
    ipTitle: 'သင့် IP လိပ်စာဖြင့် ဝင်ရောက်ခွင့် မရှိပါ',
    restrictedText:
      'စိတ်မကောင်းပါ၊ သင့်ဒေသ သို့မဟုတ် သင့် IP လိပ်စာအတွက် ကျွန်ုပ်တို့၏ ဝန်ဆောင်မှုကို အသုံးပြု၍ မရနိုင်ပါ။ မှားယွင်းနေသည်ဟု ထင်ပါက ကျွန်ုပ်တို့ကို ဆက်သွယ်ပါ။',
  },
  NE: {
    maintenanceTitle: 'प्रणाली मर्मत हुँदैछ',
    maintenanceText:
      'तपाईंलाई अझ राम्रो सेवा दिन हामी प्रणाली अपग्रेड गर्दैछौं। कृपया केही बेरपछि फेरि आउनुहोस्। धैर्य गर्नुभएकोमा धन्यवाद।',
    regionTitle: 'तपाईंको क्षेत्रमा उपलब्ध छैन',
    ipTitle: 'तपाईंको IP ठेगानाबाट पहुँच अस्वीकृत छ',
    restrictedText:
      'माफ गर्नुहोस्, हाम्रो सेवा तपाईंको क्षेत्र वा IP ठेगानाका लागि उपलब्ध छैन। यो गल्ती हो जस्तो लागेमा कृपया हामीलाई सम्पर्क गर्नुहोस्।',
  },
  PT: {
    maintenanceTitle: 'Manutenção do sistema',
    maintenanceText:
      'Estamos a atualizar o nosso sistema para o servir melhor. Volte um pouco mais tarde. Obrigado pela sua paciência.',
    regionTitle: 'Indisponível na sua região',
    ipTitle: 'Acesso negado para o seu endereço IP',
    restrictedText:
      'Lamentamos, o nosso serviço não está disponível na sua região ou para o seu endereço IP. Se considera que se trata de um erro, contacte-nos.',
  },
  'PT-BR': {
    maintenanceTitle: 'Manutenção do sistema',
    maintenanceText:
      'Estamos atualizando nosso sistema para atender você melhor. Volte daqui a pouco. Obrigado pela paciência.',
    regionTitle: 'Indisponível na sua região',
    ipTitle: 'Acesso negado para o seu endereço IP',
    restrictedText:
      'Sentimos muito, nosso serviço não está disponível na sua região ou para o seu endereço IP. Se você acha que isso é um erro, fale com a gente.',
  },
  MS: {
    maintenanceTitle: 'Penyelenggaraan sistem',
    maintenanceText:
      'Kami sedang menaik taraf sistem untuk memberikan perkhidmatan yang lebih baik. Sila kembali sebentar lagi. Terima kasih atas kesabaran anda.',
    regionTitle: 'Tidak tersedia di kawasan anda',
    ipTitle: 'Akses ditolak untuk alamat IP anda',
    restrictedText:
      'Maaf, perkhidmatan kami tidak tersedia di kawasan anda atau untuk alamat IP anda. Jika anda rasa ini satu kesilapan, sila hubungi kami.',
  },
  TA: {
    maintenanceTitle: 'கணினி பராமரிப்பு',
    maintenanceText:
      'உங்களுக்குச் சிறந்த சேவை வழங்க எங்கள் கணினியை மேம்படுத்தி வருகிறோம். சிறிது நேரம் கழித்து மீண்டும் வாருங்கள். உங்கள் பொறுமைக்கு நன்றி.',
    regionTitle: 'உங்கள் பகுதியில் கிடைக்கவில்லை',
    ipTitle: 'உங்கள் IP முகவரிக்கு அணுகல் மறுக்கப்பட்டது',
    restrictedText:
      'மன்னிக்கவும், உங்கள் பகுதியில் அல்லது உங்கள் IP முகவரிக்கு எங்கள் சேவை கிடைக்கவில்லை. இது தவறு என்று நினைத்தால், எங்களைத் தொடர்புகொள்ளவும்.',
  },
  TR: {
    maintenanceTitle: 'Sistem bakımda',
    maintenanceText:
      'Size daha iyi hizmet verebilmek için sistemimizi güncelliyoruz. Lütfen biraz sonra tekrar gelin. Sabrınız için teşekkür ederiz.',
    regionTitle: 'Bölgenizde kullanılamıyor',
    ipTitle: 'IP adresinizden erişim engellendi',
    restrictedText:
      'Üzgünüz, hizmetimiz bölgenizde veya IP adresiniz için kullanılamıyor. Bunun bir hata olduğunu düşünüyorsanız lütfen bizimle iletişime geçin.',
  },
  TY: {
    maintenanceTitle: 'Maintenance ng system',
    maintenanceText:
      'Ina-upgrade namin ang aming system para mas mapagsilbihan ka. Pakibalikan kami maya-maya. Salamat sa iyong pasensya.',
    regionTitle: 'Hindi available sa iyong rehiyon',
    ipTitle: 'Hindi pinapayagan ang access ng iyong IP address',
    restrictedText:
      'Paumanhin, hindi available ang aming serbisyo sa iyong rehiyon o IP address. Kung sa tingin mo ay nagkamali ito, pakikontak kami.',
  },
  UR: {
    maintenanceTitle: 'سسٹم کی مرمت جاری ہے',
    maintenanceText:
      'آپ کو بہتر سروس دینے کے لیے ہم اپنا سسٹم اپ گریڈ کر رہے ہیں۔ براہ کرم کچھ دیر بعد دوبارہ تشریف لائیں۔ آپ کے صبر کا شکریہ۔',
    regionTitle: 'آپ کے علاقے میں دستیاب نہیں',
    ipTitle: 'آپ کے IP ایڈریس سے رسائی کی اجازت نہیں',
    restrictedText:
      'معذرت، ہماری سروس آپ کے علاقے یا آپ کے IP ایڈریس کے لیے دستیاب نہیں ہے۔ اگر آپ سمجھتے ہیں کہ یہ غلطی ہے تو براہ کرم ہم سے رابطہ کریں۔',
  },
  'UR-LA': {
    maintenanceTitle: 'System ki maintenance jari hai',
    maintenanceText:
      'Aap ko behtar service dene ke liye hum apna system upgrade kar rahe hain. Baraye meharbani thori der baad dobara tashreef layein. Aap ke sabr ka shukriya.',
    regionTitle: 'Aap ke ilaqe mein dastiyab nahin',
    ipTitle: 'Aap ke IP address se rasai ki ijazat nahin',
    restrictedText:
      'Maazrat, hamari service aap ke ilaqe ya aap ke IP address ke liye dastiyab nahin hai. Agar aap samajhte hain ke yeh ghalti hai to baraye meharbani hum se rabta karein.',
  },
  BN: {
    maintenanceTitle: 'সিস্টেম রক্ষণাবেক্ষণ চলছে',
    maintenanceText:
      'আপনাকে আরও ভালো সেবা দিতে আমরা সিস্টেম আপগ্রেড করছি। অনুগ্রহ করে কিছুক্ষণ পরে আবার আসুন। ধৈর্য ধরার জন্য ধন্যবাদ।',
    regionTitle: 'আপনার অঞ্চলে উপলভ্য নয়',
    ipTitle: 'আপনার IP ঠিকানা থেকে প্রবেশের অনুমতি নেই',
    restrictedText:
      'দুঃখিত, আপনার অঞ্চলে বা আপনার IP ঠিকানার জন্য আমাদের সেবা উপলভ্য নয়। এটি ভুল মনে হলে অনুগ্রহ করে আমাদের সাথে যোগাযোগ করুন।',
  },
};

/** The title and text of a notice in `language` (English for a language the page has no words for). */
export function accessNoticeText(notice: AccessNotice, language: string): { title: string; text: string } {
  const w = WORDS[language] ?? (WORDS.EN as Words);
  if (notice === 'maintenance') return { title: w.maintenanceTitle, text: w.maintenanceText };
  return { title: notice === 'ip' ? w.ipTitle : w.regionTitle, text: w.restrictedText };
}

/** The notice as a page: its one style block by nonce, no script, nothing of the request in it. */
export function accessNoticeHtml(notice: AccessNotice, language: string, nonce: string): string {
  const { title, text } = accessNoticeText(notice, language);
  const dir = (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
  const css =
    "body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;box-sizing:border-box;background:#f4f5f8;color:#111;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}" +
    'main{max-width:360px;background:#fff;border-radius:16px;padding:24px;text-align:center}h1{font-size:1.125rem;line-height:1.4;margin:0 0 12px}p{margin:0}';
  return `<!doctype html><html lang="${escapeHtml(language.toLowerCase())}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style nonce="${nonce}">${css}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}

/** The language of a refused page: the Language header, else the browser's (as the pages' other notices). */
export const accessNoticeLanguage = (request: FastifyRequest): string => pageLanguage(request.headers);
