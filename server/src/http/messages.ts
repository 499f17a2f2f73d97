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
  signInExpired: {
    EN: 'This sign-in has expired. Please sign in again.',
    CN: '本次登录已过期，请重新登录。',
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
  // Game launch (services/games.ts): the app shows the server's message (signed-in §8), so every language has it.
  gameUnknown: {
    EN: 'This game is not available. Please choose another game.',
    CN: '该游戏暂不可用，请选择其他游戏。',
    TW: '該遊戲暫不可用，請選擇其他遊戲。',
    ES: 'Este juego no está disponible. Elige otro juego.',
    FR: "Ce jeu n'est pas disponible. Veuillez choisir un autre jeu.",
    HI: 'यह गेम उपलब्ध नहीं है। कृपया कोई दूसरा गेम चुनें।',
    ID: 'Game ini tidak tersedia. Silakan pilih game lain.',
    JA: 'このゲームは現在ご利用いただけません。別のゲームをお選びください。',
    KM: 'ហ្គេមនេះមិនមានទេ។ សូមជ្រើសរើសហ្គេមផ្សេង។',
    KO: '이 게임은 이용할 수 없습니다. 다른 게임을 선택해 주세요.',
    MS: 'Permainan ini tidak tersedia. Sila pilih permainan lain.',
    MY: 'ဤဂိမ်းကို ယခု ကစား၍မရပါ။ အခြားဂိမ်းတစ်ခုကို ရွေးချယ်ပါ။',
    NE: 'यो खेल उपलब्ध छैन। कृपया अर्को खेल छान्नुहोस्।',
    'PT-BR': 'Este jogo não está disponível. Escolha outro jogo.',
    PT: 'Este jogo não está disponível. Escolha outro jogo.',
    TA: 'இந்த விளையாட்டு கிடைக்கவில்லை. வேறொரு விளையாட்டைத் தேர்ந்தெடுக்கவும்.',
    TH: 'เกมนี้ไม่พร้อมให้บริการ กรุณาเลือกเกมอื่น',
    TR: 'Bu oyun şu anda kullanılamıyor. Lütfen başka bir oyun seçin.',
    TY: 'Hindi available ang larong ito. Pumili ng ibang laro.',
    'UR-LA': 'Yeh game dastiyab nahin hai. Barah-e-karam koi aur game chunein.',
    UR: 'یہ گیم دستیاب نہیں ہے۔ براہ کرم کوئی اور گیم چنیں۔',
    VI: 'Trò chơi này hiện không khả dụng. Vui lòng chọn trò chơi khác.',
    BN: 'এই গেমটি উপলব্ধ নেই। অনুগ্রহ করে অন্য একটি গেম বেছে নিন।',
  },
  gameTrialUnavailable: {
    EN: 'This game has no free trial. Log in to play it.',
    CN: '该游戏不提供免费试玩，请登录后游玩。',
    TW: '該遊戲不提供免費試玩，請登入後遊玩。',
    VI: 'Trò chơi này không có chế độ chơi thử miễn phí. Hãy đăng nhập để chơi.',
    TH: 'เกมนี้ไม่มีโหมดทดลองเล่นฟรี กรุณาเข้าสู่ระบบเพื่อเล่น',
    ID: 'Game ini tidak memiliki uji coba gratis. Masuk untuk memainkannya.',
  },
  // Too many trials open at once for the merchant (services/games.ts TRIAL_LAUNCHES_OPEN_MAX): the game page shows it.
  gameTrialsBusy: {
    EN: 'Free play is very busy right now. Please try again in a minute.',
    CN: '免费试玩当前过于繁忙，请一分钟后再试。',
    TW: '免費試玩目前過於繁忙，請一分鐘後再試。',
    ES: 'El juego gratis está muy ocupado ahora. Inténtalo de nuevo en un minuto.',
    FR: 'Le jeu gratuit est très demandé en ce moment. Réessayez dans une minute.',
    HI: 'मुफ़्त खेल अभी बहुत व्यस्त है। कृपया एक मिनट बाद फिर कोशिश करें।',
    ID: 'Main gratis sedang sangat sibuk. Silakan coba lagi dalam satu menit.',
    JA: '無料プレイは現在大変混み合っています。1分後にもう一度お試しください。',
    KM: 'ការលេងឥតគិតថ្លៃកំពុងរវល់ខ្លាំងពេលនេះ។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេលមួយនាទី។',
    KO: '무료 플레이가 지금 매우 혼잡합니다. 1분 후에 다시 시도해 주세요.',
    MS: 'Main percuma sangat sibuk sekarang. Sila cuba lagi dalam seminit.',
    MY: 'အခမဲ့ကစားခြင်း ယခု အလွန်များနေပါသည်။ တစ်မိနစ်အကြာတွင် ထပ်ကြိုးစားပါ။',
    NE: 'निःशुल्क खेल अहिले धेरै व्यस्त छ। कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।',
    'PT-BR': 'O jogo grátis está muito ocupado agora. Tente novamente em um minuto.',
    PT: 'O jogo gratuito está muito ocupado neste momento. Tente novamente dentro de um minuto.',
    TA: 'இலவச விளையாட்டு இப்போது மிகவும் நெரிசலாக உள்ளது. ஒரு நிமிடத்தில் மீண்டும் முயற்சிக்கவும்.',
    TH: 'การเล่นฟรีมีผู้ใช้มากในขณะนี้ กรุณาลองใหม่ในอีกหนึ่งนาที',
    TR: 'Ücretsiz oyun şu anda çok yoğun. Lütfen bir dakika sonra tekrar deneyin.',
    TY: 'Masyadong abala ang libreng laro ngayon. Subukan muli pagkalipas ng isang minuto.',
    'UR-LA': 'Muft khel is waqt bohat masroof hai. Barah-e-karam ek minute baad dobara koshish karein.',
    UR: 'مفت کھیل اس وقت بہت مصروف ہے۔ براہ کرم ایک منٹ بعد دوبارہ کوشش کریں۔',
    VI: 'Chơi thử miễn phí đang rất đông. Vui lòng thử lại sau một phút.',
    BN: 'বিনামূল্যে খেলা এখন খুব ব্যস্ত। অনুগ্রহ করে এক মিনিট পরে আবার চেষ্টা করুন।',
  },
  // The demo provider's page (server/src/static/demo-games.ts) when its launch link is not valid any more.
  demoGameLinkInvalid: {
    EN: 'This game link has expired or was already used. Go back and open the game again.',
    CN: '该游戏链接已过期或已被使用，请返回后重新打开游戏。',
    TW: '該遊戲連結已過期或已被使用，請返回後重新開啟遊戲。',
    ES: 'Este enlace del juego ha caducado o ya se usó. Vuelve atrás y abre el juego de nuevo.',
    FR: 'Ce lien de jeu a expiré ou a déjà été utilisé. Revenez en arrière et rouvrez le jeu.',
    HI: 'इस गेम लिंक की समय-सीमा समाप्त हो गई है या इसका उपयोग हो चुका है। वापस जाएँ और गेम फिर से खोलें।',
    ID: 'Tautan game ini sudah kedaluwarsa atau sudah digunakan. Kembali dan buka game lagi.',
    JA: 'このゲームのリンクは有効期限が切れているか、すでに使用されています。戻ってもう一度ゲームを開いてください。',
    KM: 'តំណហ្គេមនេះផុតកំណត់ ឬត្រូវបានប្រើរួចហើយ។ សូមត្រឡប់ក្រោយ ហើយបើកហ្គេមម្តងទៀត។',
    KO: '이 게임 링크는 만료되었거나 이미 사용되었습니다. 돌아가서 게임을 다시 열어 주세요.',
    MS: 'Pautan permainan ini telah tamat tempoh atau sudah digunakan. Kembali dan buka permainan sekali lagi.',
    MY: 'ဤဂိမ်းလင့်ခ် သက်တမ်းကုန်သွားပြီ သို့မဟုတ် အသုံးပြုပြီးဖြစ်သည်။ နောက်သို့ပြန်သွားပြီး ဂိမ်းကို ထပ်ဖွင့်ပါ။',
    NE: 'यो खेल लिंकको म्याद सकियो वा यो पहिले नै प्रयोग भइसक्यो। फर्केर खेल फेरि खोल्नुहोस्।',
    'PT-BR': 'Este link do jogo expirou ou já foi usado. Volte e abra o jogo novamente.',
    PT: 'Esta ligação do jogo expirou ou já foi utilizada. Volte atrás e abra o jogo novamente.',
    TA: 'இந்த விளையாட்டு இணைப்பு காலாவதியானது அல்லது ஏற்கனவே பயன்படுத்தப்பட்டது. திரும்பிச் சென்று விளையாட்டை மீண்டும் திறக்கவும்.',
    TH: 'ลิงก์เกมนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณากลับไปแล้วเปิดเกมอีกครั้ง',
    TR: 'Bu oyun bağlantısının süresi doldu veya zaten kullanıldı. Geri dönüp oyunu yeniden açın.',
    TY: 'Nag-expire na o nagamit na ang link ng larong ito. Bumalik at buksan muli ang laro.',
    'UR-LA':
      'Is game link ki muddat khatam ho gayi hai ya yeh pehle hi istemal ho chuka hai. Wapas ja kar game dobara kholein.',
    UR: 'اس گیم لنک کی مدت ختم ہو گئی ہے یا یہ پہلے ہی استعمال ہو چکا ہے۔ واپس جا کر گیم دوبارہ کھولیں۔',
    VI: 'Liên kết trò chơi này đã hết hạn hoặc đã được sử dụng. Hãy quay lại và mở trò chơi lần nữa.',
    BN: 'এই গেমের লিঙ্কটির মেয়াদ শেষ হয়ে গেছে বা এটি আগেই ব্যবহার করা হয়েছে। ফিরে গিয়ে গেমটি আবার খুলুন।',
  },
  // Chat (services/chat.ts): a restricted member's chat, shown if the app does not show its own no_permissions.
  chatNoPermission: {
    EN: 'You do not have permission to use the chat.',
    CN: '您没有使用在线客服的权限。',
    TW: '您沒有使用線上客服的權限。',
    ES: 'No tienes permiso para usar el chat.',
    FR: "Vous n'avez pas l'autorisation d'utiliser le chat.",
    HI: 'आपको चैट का उपयोग करने की अनुमति नहीं है।',
    ID: 'Anda tidak memiliki izin untuk menggunakan obrolan.',
    JA: 'チャットを利用する権限がありません。',
    KM: 'អ្នកមិនមានសិទ្ធិប្រើការជជែកទេ។',
    KO: '채팅을 이용할 권한이 없습니다.',
    MS: 'Anda tidak mempunyai kebenaran untuk menggunakan sembang.',
    MY: 'သင့်တွင် ချက်တ်ကို အသုံးပြုခွင့် မရှိပါ။',
    NE: 'तपाईंलाई च्याट प्रयोग गर्ने अनुमति छैन।',
    'PT-BR': 'Você não tem permissão para usar o chat.',
    PT: 'Não tem permissão para utilizar o chat.',
    TA: 'அரட்டையைப் பயன்படுத்த உங்களுக்கு அனுமதி இல்லை.',
    TH: 'คุณไม่มีสิทธิ์ใช้งานแชท',
    TR: 'Sohbeti kullanma izniniz yok.',
    TY: 'Wala kang pahintulot na gamitin ang chat.',
    'UR-LA': 'Aap ko chat istemal karne ki ijazat nahin hai.',
    UR: 'آپ کو چیٹ استعمال کرنے کی اجازت نہیں ہے۔',
    VI: 'Bạn không có quyền sử dụng trò chuyện.',
    BN: 'আপনার চ্যাট ব্যবহারের অনুমতি নেই।',
  },
  // The partner's exchange of a banner hand-over code (services/banner-handover.ts): read by a partner's server.
  handoverInvalid: { EN: 'This hand-over code is not valid: unknown, expired or already used.' },
  // A game launch or a chat link where the merchant has no site domain (services/site-origin.ts): the app shows it.
  siteUnknown: {
    EN: 'This is not available on this site yet. Please try again later.',
    CN: '本站暂不支持此功能，请稍后再试。',
    TW: '本站暫不支援此功能，請稍後再試。',
    ES: 'Esto aún no está disponible en este sitio. Inténtalo más tarde.',
    FR: "Ceci n'est pas encore disponible sur ce site. Veuillez réessayer plus tard.",
    HI: 'यह सुविधा अभी इस साइट पर उपलब्ध नहीं है। कृपया बाद में फिर से प्रयास करें।',
    ID: 'Fitur ini belum tersedia di situs ini. Silakan coba lagi nanti.',
    JA: 'このサイトではまだご利用いただけません。しばらくしてからもう一度お試しください。',
    KM: 'មុខងារនេះមិនទាន់មាននៅលើគេហទំព័រនេះនៅឡើយទេ។ សូមព្យាយាមម្តងទៀតពេលក្រោយ។',
    KO: '이 사이트에서는 아직 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    MS: 'Ciri ini belum tersedia di laman ini. Sila cuba lagi kemudian.',
    MY: 'ဤဆိုက်တွင် ယခု မရရှိနိုင်သေးပါ။ နောက်မှ ထပ်ကြိုးစားပါ။',
    NE: 'यो सुविधा यस साइटमा अझै उपलब्ध छैन। कृपया पछि फेरि प्रयास गर्नुहोस्।',
    'PT-BR': 'Isso ainda não está disponível neste site. Tente novamente mais tarde.',
    PT: 'Isto ainda não está disponível neste site. Tente novamente mais tarde.',
    TA: 'இது இந்தத் தளத்தில் இன்னும் கிடைக்கவில்லை. பிறகு மீண்டும் முயற்சிக்கவும்.',
    TH: 'ยังไม่สามารถใช้งานบนเว็บไซต์นี้ได้ โปรดลองอีกครั้งในภายหลัง',
    TR: 'Bu özellik bu sitede henüz kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
    TY: 'Hindi pa ito available sa site na ito. Pakisubukang muli mamaya.',
    'UR-LA': 'Yeh abhi is site par dastiyab nahin hai. Baraye meharbani baad mein dobara koshish karein.',
    UR: 'یہ ابھی اس سائٹ پر دستیاب نہیں ہے۔ براہ کرم بعد میں دوبارہ کوشش کریں۔',
    VI: 'Tính năng này chưa có trên trang này. Vui lòng thử lại sau.',
    BN: 'এটি এখনও এই সাইটে উপলব্ধ নয়। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  },
  // Deposits (services/deposits.ts; the amount limits, an unknown record and a reused key: withdrawals too): the
  // app shows its own text of each code in every language; these are for other readers of the answer.
  walletAmountBelow: { EN: 'The amount is below the minimum.', CN: '金额低于最低限额。' },
  walletAmountAbove: { EN: 'The amount is above the maximum.', CN: '金额超过最高限额。' },
  walletChannelClosed: {
    EN: 'This payment method is not available right now. Please choose another one.',
    CN: '该支付方式暂不可用，请选择其他方式。',
  },
  walletBonusUnavailable: {
    EN: 'This bonus is not available for this deposit.',
    CN: '本次存款不可使用该优惠。',
  },
  walletIdempotencyReused: {
    EN: 'This request was already sent with other details. Please start again.',
    CN: '该请求已使用不同的内容提交过，请重新开始。',
  },
  walletNotFound: { EN: 'This record was not found.', CN: '未找到该记录。' },
  // Feedback (services/feedback.ts): the app shows its own text of each code; these are for other readers.
  feedbackDailyLimit: {
    EN: 'You have sent {limit} feedback today, the most allowed. Please try again tomorrow.',
    CN: '您今天已提交 {limit} 条反馈，已达上限，请明天再试。',
  },
  feedbackImageInvalid: {
    EN: 'This file is not a whole JPEG, PNG or WebP image.',
    CN: '该文件不是完整的 JPEG、PNG 或 WebP 图片。',
  },
  feedbackImageTooLarge: {
    EN: 'This image is too large: at most 2 MB.',
    CN: '图片过大：最大 2 MB。',
  },
  feedbackUnknown: { EN: 'No feedback of this merchant has this id.' },
  feedbackClosed: { EN: 'This feedback is closed: it takes no reply.' },
  // Missions (services/missions.ts): the app shows its own text of the code (mission_error_*).
  missionIncomplete: { EN: 'This mission is not complete yet.', CN: '该任务尚未完成。' },
  missionClaimed: { EN: 'You have already claimed this mission.', CN: '您已领取过该任务奖励。' },
  missionUnavailable: {
    EN: 'This mission is no longer available. Please refresh.',
    CN: '该任务已不可用，请刷新。',
  },
  // A payment provider's notification (services/payment-notifications.ts): read by the provider's server.
  paymentNotifySignature: { EN: "The notification's signature is missing or is not the merchant's." },
  paymentNotifyInvalid: {
    EN: 'The notification is not valid: it needs notificationId, reference, amount, status and paidAt.',
  },
  // Withdrawals and payout accounts (services/withdrawals.ts, withdraw-password.ts, payout-accounts.ts): the app
  // shows its own text of each code in every language; these are for other readers of the answer.
  walletDailyCount: {
    EN: 'You have reached the number of withdrawals allowed today.',
    CN: '您今日的提款次数已达上限。',
  },
  walletDailyAmount: {
    EN: 'This withdrawal would pass the amount you may withdraw today.',
    CN: '本次提款将超过今日可提款金额。',
  },
  walletInsufficient: {
    EN: 'Your balance is not enough for this withdrawal.',
    CN: '您的余额不足以完成本次提款。',
  },
  walletPasswordWrong: {
    EN: 'The withdrawal password is wrong. Tries left: {triesLeft}.',
    CN: '提款密码错误，还可尝试 {triesLeft} 次。',
  },
  walletPasswordLocked: {
    EN: 'Too many wrong withdrawal passwords: withdrawals are locked until {until}.',
    CN: '提款密码错误次数过多，提款已锁定至 {until}。',
  },
  walletPasswordUnset: { EN: 'Set your withdrawal password first.', CN: '请先设置提款密码。' },
  walletPasswordInvalid: {
    EN: 'The withdrawal password must be 6 digits, and it can be set only once.',
    CN: '提款密码须为 6 位数字，且只能设置一次。',
  },
  walletHolderMismatch: {
    EN: "The account holder's name must be your real name.",
    CN: '账户持有人姓名须与您的真实姓名一致。',
  },
  walletAccountInvalid: {
    EN: 'This account number is not valid for the chosen bank, wallet or network.',
    CN: '该账号对所选银行、钱包或网络无效。',
  },
  walletAccountDuplicate: { EN: 'You have added this account already.', CN: '您已添加过该账户。' },
  walletAccountLimit: {
    EN: 'You have the most accounts of this kind allowed.',
    CN: '该类型账户数量已达上限。',
  },
  withdrawalSettled: { EN: 'This withdrawal is {status} already: nothing changed.' },
  // The point mall (services/mall.ts): the app shows its own text of each code (mall_error_*); staff read the last two.
  mallSoldOut: { EN: 'This item is sold out.', CN: '该商品已售罄。' },
  mallPointsShort: {
    EN: 'You have {points} points; this item costs {cost}.',
    CN: '您有 {points} 积分，该商品需要 {cost} 积分。',
  },
  mallItemUnavailable: { EN: 'This item is no longer available.', CN: '该商品已下架。' },
  mallAddressInvalid: { EN: 'Please check the delivery address.', CN: '请检查收货地址。' },
  mallIdempotencyReused: {
    EN: 'This request was already sent for another item. Please start again.',
    CN: '该请求已用于其他商品，请重新开始。',
  },
  mallNotFound: { EN: 'No item or redemption "{id}".' },
  mallRedemptionSettled: { EN: 'This redemption is {status}: nothing changed.' },
  mallAdjustmentOverdraws: { EN: 'The member has {points} points: the correction would take them below 0.' },
  // Invite friends and agent registration (services/referrals.ts, agents.ts): the app shows its own text of the
  // code (invite_error_*, agent_error_*); these are for other readers of the answer.
  referralClosed: { EN: 'Referral is not available for your account.', CN: '您的账户暂不可使用推荐功能。' },
  referralRewardUnavailable: {
    EN: 'This referral reward cannot be claimed. Please refresh.',
    CN: '该推荐奖励无法领取，请刷新。',
  },
  agentApplicationInvalid: {
    EN: 'Please check the application: name, contact, where your players come from and how many.',
    CN: '请检查申请信息：姓名、联系方式、玩家来源和人数。',
  },
  agentAlready: { EN: 'You are an agent already.', CN: '您已经是代理。' },
  agentApplicationDecided: { EN: 'This application was decided already: nothing changed.' },
  // The reward centre (services/rewards.ts): the app shows its own text of the code (reward_error_*).
  rewardClosed: { EN: 'The reward centre is not available.', CN: '奖励中心暂不可用。' },
  rewardClaimed: { EN: 'You have already claimed this reward.', CN: '您已领取过该奖励。' },
  rewardUnavailable: {
    EN: 'This reward cannot be claimed now. Please refresh.',
    CN: '该奖励现在无法领取，请刷新。',
  },
  walletBonusLocked: {
    EN: 'Part of your balance is locked by bonuses until you play their turnover.',
    CN: '部分余额被奖金锁定，完成流水要求后方可提款。',
  },
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
