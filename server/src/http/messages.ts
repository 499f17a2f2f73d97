/**
 * Server messages for the Language header (upper-case, e.g. EN, CN). English is the fallback; a few
 * languages carry translations where the player reads the message (login, registration, session).
 */
const catalogue = {
  merchantMissing: { EN: 'The Merchant header is missing.' },
  merchantQueryMissing: { EN: 'The {param} query parameter is missing.' },
  merchantUnknown: { EN: 'Unknown merchant "{merchant}".' },
  tokenIpDifferent: {
    EN: 'Your session belongs to another network address. Please log in again.',
    CN: '您的会话属于另一个网络地址，请重新登录。',
  },
  loginCredErr: { EN: 'The username or password is incorrect.', CN: '用户名或密码错误。' },
  loginThrottled: {
    EN: 'Too many failed logins. Please wait {minutes} minutes and try again.',
    CN: '登录失败次数过多，请等待 {minutes} 分钟后再试。',
  },
  loginVerifyRequired: {
    EN: 'Your current IP address was not recorded. Complete any one verification to continue.',
    CN: '当前IP未被记录，请完成任意一项验证以继续。',
  },
  verificationFailed: {
    EN: 'The verification failed. Please check and try again.',
    CN: '验证失败，请检查后重试。',
  },
  verificationMethodUnavailable: { EN: 'This verification method is not available for this account.' },
  // Registration: the same texts as the web's keys (error.<code>, username_rule, password_rule, mobile_rule).
  usernameTaken: { EN: 'This username is already taken.', CN: '该用户名已被使用。' },
  mobileTaken: { EN: 'This mobile number is already registered.', CN: '该手机号码已注册。' },
  usernameInvalid: {
    EN: '4 to 16 characters: start with a letter, then letters, digits or _.',
    CN: '4 至 16 个字符：以字母开头，可包含字母、数字或下划线。',
  },
  passwordInvalid: {
    EN: '6 to 20 characters with at least one letter and one digit.',
    CN: '6 至 20 个字符，至少包含一个字母和一个数字。',
  },
  mobileInvalid: { EN: 'Enter a mobile number of 6 to 15 digits.', CN: '请输入 6 至 15 位手机号码。' },
  passwordWrong: { EN: 'The old password is incorrect.', CN: '旧密码错误。' },
  passwordChangeRequired: {
    EN: 'You signed in with the default password. Please change your password first.',
    CN: '您使用默认密码登录，请先修改密码。',
  },
  passwordSame: { EN: 'The new password must differ from the old one.', CN: '新密码不能与旧密码相同。' },
  smsTooMany: { EN: 'A code was sent recently. Please wait {seconds} seconds.' },
  smsTooManyFromIp: { EN: 'Too many codes were requested from your network. Please wait {seconds} seconds.' },
  smsCodeWrong: { EN: 'The SMS code is wrong or expired.', CN: '短信验证码错误或已过期。' },
  registerClosed: { EN: 'Registration by {method} is closed for this merchant.' },
  languageUnsupported: { EN: 'The language {language} is not supported by this merchant.' },
  notAvailable: { EN: '{what} is not available yet on this server.' },
  captchaRequired: { EN: 'Please complete the captcha first.', CN: '请先完成验证。' },
  captchaInvalid: {
    EN: 'The captcha is wrong or has expired. Please enter the new one.',
    CN: '验证码错误或已过期，请输入新的验证码。',
  },
  geetestInvalid: {
    EN: 'The security check failed. Please verify again.',
    CN: '安全验证未通过，请重新验证。',
  },
  geetestUnavailable: {
    EN: 'The security check is not available right now. Please try again later.',
    CN: '安全验证暂时不可用，请稍后再试。',
  },
  // The spec's own text ('unknown_error: Geetest service not work'), with the error made readable.
  geetestSmsNeedsV4: {
    EN: 'Unknown error: Geetest service not work (the SMS captcha needs Geetest v4).',
    CN: '未知错误：极验服务不可用（短信验证需要极验 v4）。',
  },
  // The bracketed tag is for operators reading logs; the app strips bracketed text before showing it.
  bindCustomerRequired: {
    EN: '[bind_customer_required] This sign-in is not linked to an account yet. Log in to your account to link it, or register a new one.',
    CN: '[bind_customer_required] 该登录方式尚未关联账号。请登录已有账号进行关联，或注册新账号。',
  },
  firebaseUnavailable: {
    EN: 'Social and phone sign-in are not set up for this site.',
    CN: '本站未开通社交及手机登录。',
  },
  firebaseTokenInvalid: {
    EN: 'The sign-in could not be verified. Please sign in again.',
    CN: '登录验证失败，请重新登录。',
  },
  firebaseIdentityBound: {
    EN: 'This sign-in is already linked to another account.',
    CN: '该登录方式已关联其他账号。',
  },
  maintenance: {
    EN: 'The system is under maintenance. Please try again later.',
    CN: '系统维护中，请稍后再试。',
  },
  regionRestricted: {
    EN: 'Sorry, access from your region or IP address is not allowed.',
    CN: '抱歉，您所在的地区或IP地址禁止访问。',
  },
  smsTooManyToday: {
    EN: 'Too many codes were sent to this number today. Please try again in {hours} hours.',
    CN: '今日发送到该号码的验证码过多，请 {hours} 小时后再试。',
  },
  smsDialingCodeRefused: {
    EN: 'SMS codes cannot be sent to numbers with the dialling code {code}.',
    CN: '无法向区号为 {code} 的号码发送短信验证码。',
  },
  eventsTooMany: { EN: 'Too many reports from your network. Please wait {seconds} seconds.' },
  pushTopicUnknown: { EN: 'Unknown push topic: the topics are {topics}.' },
  pushTokenUnbound: { EN: 'This push token is not bound to your account: bind it first.' },
  pushTooMany: { EN: 'Too many push tokens from your network. Please wait {seconds} seconds.' },
  activityUnknown: { EN: 'This activity does not exist.', CN: '该活动不存在。' },
  // The redirect helper's error page (server/src/static/redirect-page.ts): a page the player sees, in every language.
  redirectRefused: {
    EN: "This link can't be opened: it does not lead to one of this site's addresses.",
    CN: '无法打开此链接：它指向的不是本站的地址。',
    TW: '無法開啟此連結：它指向的不是本站的網址。',
    ES: 'No se puede abrir este enlace: no lleva a ninguna de las direcciones de este sitio.',
    FR: "Impossible d'ouvrir ce lien : il ne mène à aucune des adresses de ce site.",
    HI: 'यह लिंक नहीं खोला जा सकता: यह इस साइट के किसी पते पर नहीं ले जाता।',
    ID: 'Tautan ini tidak dapat dibuka: tautan ini tidak mengarah ke alamat situs ini.',
    JA: 'このリンクは開けません：このサイトのアドレスではありません。',
    KM: 'មិនអាចបើកតំណនេះបានទេ៖ វាមិននាំទៅអាសយដ្ឋានណាមួយរបស់គេហទំព័រនេះទេ។',
    KO: '이 링크를 열 수 없습니다: 이 사이트의 주소로 연결되지 않습니다.',
    MS: 'Pautan ini tidak dapat dibuka: ia tidak menuju ke alamat laman ini.',
    MY: 'ဤလင့်ခ်ကို ဖွင့်၍မရပါ- ဤဆိုက်၏ လိပ်စာတစ်ခုခုသို့ မညွှန်ပါ။',
    NE: 'यो लिंक खोल्न सकिँदैन: यसले यो साइटको कुनै ठेगानामा लैजाँदैन।',
    'PT-BR': 'Não foi possível abrir este link: ele não leva a nenhum endereço deste site.',
    PT: 'Não é possível abrir esta ligação: não leva a nenhum endereço deste site.',
    TA: 'இந்த இணைப்பைத் திறக்க முடியாது: இது இந்தத் தளத்தின் முகவரிகளில் ஒன்றுக்குச் செல்லவில்லை.',
    TH: 'ไม่สามารถเปิดลิงก์นี้ได้ เนื่องจากไม่ได้นำไปยังที่อยู่ของเว็บไซต์นี้',
    TR: 'Bu bağlantı açılamıyor: bu sitenin adreslerinden birine gitmiyor.',
    TY: 'Hindi mabuksan ang link na ito: hindi ito papunta sa alinmang address ng site na ito.',
    'UR-LA': 'Yeh link nahin khul sakta: yeh is site ke kisi address par nahin le jata.',
    UR: 'یہ لنک نہیں کھل سکتا: یہ اس سائٹ کے کسی پتے پر نہیں لے جاتا۔',
    VI: 'Không thể mở liên kết này: liên kết không dẫn đến địa chỉ nào của trang này.',
    BN: 'এই লিঙ্কটি খোলা যাচ্ছে না: এটি এই সাইটের কোনো ঠিকানায় নিয়ে যায় না।',
  },
  redirectBackHome: {
    EN: 'Back to home',
    CN: '返回首页',
    TW: '返回首頁',
    ES: 'Volver al inicio',
    FR: "Retour à l'accueil",
    HI: 'होम पर वापस जाएँ',
    ID: 'Kembali ke beranda',
    JA: 'ホームに戻る',
    KM: 'ត្រឡប់ទៅទំព័រដើម',
    KO: '홈으로 돌아가기',
    MS: 'Kembali ke laman utama',
    MY: 'ပင်မစာမျက်နှာသို့ ပြန်သွားရန်',
    NE: 'गृहपृष्ठमा फर्कनुहोस्',
    'PT-BR': 'Voltar ao início',
    PT: 'Voltar ao início',
    TA: 'முகப்புக்குத் திரும்பு',
    TH: 'กลับหน้าหลัก',
    TR: 'Ana sayfaya dön',
    TY: 'Bumalik sa home',
    'UR-LA': 'Home par wapas jayein',
    UR: 'ہوم پر واپس جائیں',
    VI: 'Về trang chủ',
    BN: 'হোমে ফিরে যান',
  },
} as const satisfies Record<string, { EN: string } & Record<string, string>>;

export type MessageKey = keyof typeof catalogue;

export function message(
  language: string,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const entry: Record<string, string> = catalogue[key];
  const template = entry[language] ?? entry.EN ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
