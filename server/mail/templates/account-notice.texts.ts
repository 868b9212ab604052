import type { MailLang } from '../mail-language';

/**
 * Why a notice goes out instead of a code: a sign-up for an address that already has an account, a sign-in code
 * asked for an address without one, or another account's e-mail change towards an address that has an account.
 * The API answers each like the normal case (so addresses cannot be probed); only the mailbox's owner learns which
 * it was.
 */
export type AccountNoticeKind = 'alreadyRegistered' | 'noAccount' | 'emailChangeTaken';

/** The words of one notice; the button names quote the SPA's own labels (locales/<lang>/account.json). */
export interface AccountNoticeTexts {
  readonly subject: string;
  readonly what: string;
  readonly next: string;
  readonly ignore: string;
}

/** Words shared by both notices. */
export interface AccountNoticeFrame {
  readonly greeting: string;
  readonly signature: string;
}

export const accountNoticeFrames: Record<MailLang, AccountNoticeFrame> = {
  en: { greeting: 'Hello,', signature: 'The ShortDrama team' },
  pt: { greeting: 'Olá,', signature: 'A equipe ShortDrama' },
  es: { greeting: 'Hola:', signature: 'El equipo de ShortDrama' },
  de: { greeting: 'Hallo,', signature: 'Dein ShortDrama-Team' },
  fr: { greeting: 'Bonjour,', signature: 'L’équipe ShortDrama' },
  it: { greeting: 'Ciao,', signature: 'Il team di ShortDrama' },
  nl: { greeting: 'Hallo,', signature: 'Het ShortDrama-team' },
  ru: { greeting: 'Здравствуйте!', signature: 'Команда ShortDrama' },
  sw: { greeting: 'Habari,', signature: 'Timu ya ShortDrama' },
  hi: { greeting: 'नमस्ते,', signature: 'ShortDrama टीम' },
};

export const accountNoticeTexts: Record<AccountNoticeKind, Record<MailLang, AccountNoticeTexts>> = {
  alreadyRegistered: {
    en: {
      subject: 'Someone tried to create a ShortDrama account with your e-mail',
      what: 'Someone, perhaps you, asked to create a new ShortDrama account with this e-mail address. You already have an account, so no new one was made and no code was sent.',
      next: 'To get in, sign in with your password, or choose “Sign in with a code instead” if you have forgotten it.',
      ignore: 'If this was not you, you can ignore this e-mail: nothing about your account has changed.',
    },
    pt: {
      subject: 'Alguém tentou criar uma conta ShortDrama com seu e-mail',
      what: 'Alguém, talvez você, pediu para criar uma nova conta ShortDrama com este endereço de e-mail. Você já tem uma conta, então nenhuma outra foi criada e nenhum código foi enviado.',
      next: 'Para entrar, use sua senha ou escolha “Entrar com um código” se você a esqueceu.',
      ignore: 'Se não foi você, pode ignorar este e-mail: nada mudou na sua conta.',
    },
    es: {
      subject: 'Alguien intentó crear una cuenta de ShortDrama con tu correo',
      what: 'Alguien, quizá tú, pidió crear una nueva cuenta de ShortDrama con esta dirección de correo. Ya tienes una cuenta, así que no se ha creado otra ni se ha enviado ningún código.',
      next: 'Para entrar, inicia sesión con tu contraseña o elige «Entrar con un código» si la has olvidado.',
      ignore: 'Si no fuiste tú, puedes ignorar este correo: tu cuenta no ha cambiado.',
    },
    de: {
      subject: 'Jemand wollte mit deiner E-Mail-Adresse ein ShortDrama-Konto erstellen',
      what: 'Jemand, vielleicht du selbst, wollte mit dieser E-Mail-Adresse ein neues ShortDrama-Konto erstellen. Du hast bereits ein Konto, deshalb wurde kein neues angelegt und kein Code verschickt.',
      next: 'Melde dich mit deinem Passwort an oder wähle „Stattdessen mit Code anmelden“, falls du es vergessen hast.',
      ignore: 'Warst du das nicht, kannst du diese E-Mail ignorieren: An deinem Konto hat sich nichts geändert.',
    },
    fr: {
      subject: 'Quelqu’un a essayé de créer un compte ShortDrama avec votre e-mail',
      what: 'Quelqu’un, peut-être vous, a demandé à créer un nouveau compte ShortDrama avec cette adresse e-mail. Vous avez déjà un compte : aucun nouveau compte n’a été créé et aucun code n’a été envoyé.',
      next: 'Pour entrer, connectez-vous avec votre mot de passe, ou choisissez « Me connecter plutôt avec un code » si vous l’avez oublié.',
      ignore: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail : rien n’a changé sur votre compte.',
    },
    it: {
      subject: 'Qualcuno ha provato a creare un account ShortDrama con la tua e-mail',
      what: 'Qualcuno, forse tu, ha chiesto di creare un nuovo account ShortDrama con questo indirizzo e-mail. Hai già un account, quindi non ne è stato creato un altro e non è stato inviato alcun codice.',
      next: 'Per entrare, accedi con la tua password oppure scegli “Accedi invece con un codice” se l’hai dimenticata.',
      ignore: 'Se non sei stato tu, puoi ignorare questa e-mail: il tuo account non è cambiato.',
    },
    nl: {
      subject: 'Iemand probeerde een ShortDrama-account te maken met je e-mailadres',
      what: 'Iemand, misschien jij, wilde een nieuw ShortDrama-account maken met dit e-mailadres. Je hebt al een account, dus er is geen nieuw account gemaakt en geen code verstuurd.',
      next: 'Log in met je wachtwoord, of kies “Liever inloggen met een code” als je het bent vergeten.',
      ignore: 'Was jij dit niet? Dan kun je deze e-mail negeren: er is niets aan je account veranderd.',
    },
    ru: {
      subject: 'Кто-то пытался создать аккаунт ShortDrama с вашей почтой',
      what: 'Кто-то, возможно вы, хотел создать новый аккаунт ShortDrama с этим адресом почты. У вас уже есть аккаунт, поэтому новый не создан и код не отправлен.',
      next: 'Чтобы войти, используйте свой пароль или выберите «Войти по коду», если вы его забыли.',
      ignore: 'Если это были не вы, просто проигнорируйте письмо: с вашим аккаунтом ничего не изменилось.',
    },
    sw: {
      subject: 'Mtu alijaribu kufungua akaunti ya ShortDrama kwa barua pepe yako',
      what: 'Mtu, pengine wewe, aliomba kufungua akaunti mpya ya ShortDrama kwa anwani hii ya barua pepe. Tayari una akaunti, kwa hiyo hakuna akaunti mpya iliyofunguliwa wala msimbo uliotumwa.',
      next: 'Ili kuingia, tumia nenosiri lako, au chagua “Ingia kwa msimbo badala yake” ikiwa umelisahau.',
      ignore: 'Ikiwa si wewe, unaweza kupuuza barua pepe hii: hakuna kilichobadilika kwenye akaunti yako.',
    },
    hi: {
      subject: 'किसी ने आपके ई-मेल से ShortDrama खाता बनाने की कोशिश की',
      what: 'किसी ने, शायद आपने, इस ई-मेल पते से नया ShortDrama खाता बनाने को कहा। आपका खाता पहले से है, इसलिए न नया खाता बना और न कोई कोड भेजा गया।',
      next: 'अंदर आने के लिए अपने पासवर्ड से साइन इन करें, या पासवर्ड भूल गए हों तो “इसके बजाय कोड से साइन इन करें” चुनें।',
      ignore: 'अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा कर दें: आपके खाते में कुछ नहीं बदला है।',
    },
  },
  noAccount: {
    en: {
      subject: 'A ShortDrama sign-in was asked for with your e-mail',
      what: 'Someone, perhaps you, asked for a ShortDrama sign-in code for this e-mail address, but no account uses it, so no code was sent.',
      next: 'To join, choose “Create an account” in the sign-in window. If your account uses another address, sign in with that one.',
      ignore: 'If this was not you, you can ignore this e-mail.',
    },
    pt: {
      subject: 'Alguém pediu para entrar no ShortDrama com seu e-mail',
      what: 'Alguém, talvez você, pediu um código para entrar no ShortDrama com este endereço de e-mail, mas nenhuma conta usa esse endereço, então nenhum código foi enviado.',
      next: 'Para se cadastrar, escolha “Criar conta” na janela de login. Se sua conta usa outro endereço, entre com ele.',
      ignore: 'Se não foi você, pode ignorar este e-mail.',
    },
    es: {
      subject: 'Se pidió iniciar sesión en ShortDrama con tu correo',
      what: 'Alguien, quizá tú, pidió un código para iniciar sesión en ShortDrama con esta dirección de correo, pero ninguna cuenta la usa, así que no se ha enviado ningún código.',
      next: 'Para unirte, elige «Crear una cuenta» en la ventana de inicio de sesión. Si tu cuenta usa otra dirección, inicia sesión con ella.',
      ignore: 'Si no fuiste tú, puedes ignorar este correo.',
    },
    de: {
      subject: 'Anmeldung bei ShortDrama mit deiner E-Mail-Adresse angefragt',
      what: 'Jemand, vielleicht du selbst, hat für diese E-Mail-Adresse einen Anmeldecode für ShortDrama angefordert. Zu dieser Adresse gibt es aber kein Konto, deshalb wurde kein Code verschickt.',
      next: 'Wenn du mitmachen möchtest, wähle im Anmeldefenster „Konto erstellen“. Nutzt dein Konto eine andere Adresse, melde dich damit an.',
      ignore: 'Warst du das nicht, kannst du diese E-Mail ignorieren.',
    },
    fr: {
      subject: 'Une connexion à ShortDrama a été demandée avec votre e-mail',
      what: 'Quelqu’un, peut-être vous, a demandé un code de connexion ShortDrama pour cette adresse e-mail, mais aucun compte ne l’utilise : aucun code n’a donc été envoyé.',
      next: 'Pour nous rejoindre, choisissez « Créer un compte » dans la fenêtre de connexion. Si votre compte utilise une autre adresse, connectez-vous avec celle-ci.',
      ignore: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail.',
    },
    it: {
      subject: 'È stato chiesto un accesso a ShortDrama con la tua e-mail',
      what: 'Qualcuno, forse tu, ha chiesto un codice di accesso a ShortDrama per questo indirizzo e-mail, ma nessun account lo usa, quindi non è stato inviato alcun codice.',
      next: 'Per iscriverti, scegli “Crea un account” nella finestra di accesso. Se il tuo account usa un altro indirizzo, accedi con quello.',
      ignore: 'Se non sei stato tu, puoi ignorare questa e-mail.',
    },
    nl: {
      subject: 'Er is een ShortDrama-login aangevraagd met je e-mailadres',
      what: 'Iemand, misschien jij, heeft een inlogcode voor ShortDrama aangevraagd voor dit e-mailadres, maar er hoort geen account bij, dus er is geen code verstuurd.',
      next: 'Wil je meedoen? Kies dan “Account aanmaken” in het inlogvenster. Gebruikt je account een ander adres, log dan daarmee in.',
      ignore: 'Was jij dit niet? Dan kun je deze e-mail negeren.',
    },
    ru: {
      subject: 'Запрошен вход в ShortDrama с вашей почтой',
      what: 'Кто-то, возможно вы, запросил код для входа в ShortDrama на этот адрес почты, но аккаунта с ним нет, поэтому код не отправлен.',
      next: 'Чтобы присоединиться, выберите «Зарегистрироваться» в окне входа. Если ваш аккаунт привязан к другому адресу, войдите с ним.',
      ignore: 'Если это были не вы, просто проигнорируйте письмо.',
    },
    sw: {
      subject: 'Ombi la kuingia ShortDrama kwa barua pepe yako',
      what: 'Mtu, pengine wewe, aliomba msimbo wa kuingia ShortDrama kwa anwani hii ya barua pepe, lakini hakuna akaunti inayoitumia, kwa hiyo hakuna msimbo uliotumwa.',
      next: 'Ili kujiunga, chagua “Fungua akaunti” kwenye dirisha la kuingia. Ikiwa akaunti yako inatumia anwani nyingine, ingia kwa anwani hiyo.',
      ignore: 'Ikiwa si wewe, unaweza kupuuza barua pepe hii.',
    },
    hi: {
      subject: 'आपके ई-मेल से ShortDrama में साइन इन माँगा गया',
      what: 'किसी ने, शायद आपने, इस ई-मेल पते के लिए ShortDrama साइन-इन कोड माँगा, पर इस पते से कोई खाता नहीं है, इसलिए कोई कोड नहीं भेजा गया।',
      next: 'जुड़ने के लिए साइन-इन विंडो में “खाता बनाएँ” चुनें। अगर आपका खाता किसी दूसरे पते से है, तो उसी से साइन इन करें।',
      ignore: 'अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा कर दें।',
    },
  },
  emailChangeTaken: {
    en: {
      subject: 'Someone wanted to move a ShortDrama account to your e-mail',
      what: 'Someone signed in to another ShortDrama account asked to change that account’s e-mail address to this one. This address already belongs to your account, so nothing was changed and no code was sent.',
      next: 'Your account stays as it is, and only you can sign in to it. If the other account is yours too, change its address to one no account uses yet.',
      ignore: 'If this was not you, you can ignore this e-mail.',
    },
    pt: {
      subject: 'Alguém quis mudar uma conta ShortDrama para seu e-mail',
      what: 'Alguém conectado a outra conta ShortDrama pediu para trocar o e-mail dessa conta para este endereço. Este endereço já pertence à sua conta, então nada foi alterado e nenhum código foi enviado.',
      next: 'Sua conta continua como está, e só você consegue entrar nela. Se a outra conta também é sua, use nela um endereço que nenhuma conta usa ainda.',
      ignore: 'Se não foi você, pode ignorar este e-mail.',
    },
    es: {
      subject: 'Alguien quiso pasar una cuenta de ShortDrama a tu correo',
      what: 'Alguien con la sesión iniciada en otra cuenta de ShortDrama pidió cambiar el correo de esa cuenta por esta dirección. Esta dirección ya pertenece a tu cuenta, así que no se ha cambiado nada ni se ha enviado ningún código.',
      next: 'Tu cuenta sigue igual y solo tú puedes entrar en ella. Si la otra cuenta también es tuya, ponle una dirección que aún no use ninguna cuenta.',
      ignore: 'Si no fuiste tú, puedes ignorar este correo.',
    },
    de: {
      subject: 'Jemand wollte ein ShortDrama-Konto auf deine E-Mail-Adresse umstellen',
      what: 'Jemand, der in einem anderen ShortDrama-Konto angemeldet ist, wollte die E-Mail-Adresse dieses Kontos auf diese Adresse ändern. Die Adresse gehört bereits zu deinem Konto, deshalb wurde nichts geändert und kein Code verschickt.',
      next: 'Dein Konto bleibt, wie es ist, und nur du kannst dich darin anmelden. Gehört dir auch das andere Konto, gib ihm eine Adresse, die noch kein Konto nutzt.',
      ignore: 'Warst du das nicht, kannst du diese E-Mail ignorieren.',
    },
    fr: {
      subject: 'Quelqu’un a voulu passer un compte ShortDrama à votre e-mail',
      what: 'Quelqu’un connecté à un autre compte ShortDrama a demandé à remplacer l’adresse e-mail de ce compte par celle-ci. Cette adresse appartient déjà à votre compte : rien n’a été modifié et aucun code n’a été envoyé.',
      next: 'Votre compte reste tel quel, et vous seul pouvez vous y connecter. Si l’autre compte est aussi le vôtre, donnez-lui une adresse qu’aucun compte n’utilise encore.',
      ignore: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail.',
    },
    it: {
      subject: 'Qualcuno voleva spostare un account ShortDrama sulla tua e-mail',
      what: 'Qualcuno che ha effettuato l’accesso a un altro account ShortDrama ha chiesto di cambiare l’indirizzo e-mail di quell’account con questo. Questo indirizzo appartiene già al tuo account, quindi non è cambiato nulla e non è stato inviato alcun codice.',
      next: 'Il tuo account resta com’è e solo tu puoi accedervi. Se anche l’altro account è tuo, dagli un indirizzo che nessun account usa ancora.',
      ignore: 'Se non sei stato tu, puoi ignorare questa e-mail.',
    },
    nl: {
      subject: 'Iemand wilde een ShortDrama-account naar je e-mailadres verplaatsen',
      what: 'Iemand die is ingelogd op een ander ShortDrama-account wilde het e-mailadres van dat account wijzigen in dit adres. Dit adres hoort al bij jouw account, dus er is niets gewijzigd en geen code verstuurd.',
      next: 'Je account blijft zoals het is en alleen jij kunt erop inloggen. Is het andere account ook van jou, geef het dan een adres dat nog geen account gebruikt.',
      ignore: 'Was jij dit niet? Dan kun je deze e-mail negeren.',
    },
    ru: {
      subject: 'Кто-то хотел перенести аккаунт ShortDrama на вашу почту',
      what: 'Кто-то, вошедший в другой аккаунт ShortDrama, попросил заменить почту того аккаунта на этот адрес. Этот адрес уже принадлежит вашему аккаунту, поэтому ничего не изменилось и код не отправлен.',
      next: 'Ваш аккаунт остаётся прежним, и войти в него можете только вы. Если другой аккаунт тоже ваш, укажите для него адрес, которым ещё не пользуется ни один аккаунт.',
      ignore: 'Если это были не вы, просто проигнорируйте письмо.',
    },
    sw: {
      subject: 'Mtu alitaka kuhamishia akaunti ya ShortDrama kwenye barua pepe yako',
      what: 'Mtu aliyeingia kwenye akaunti nyingine ya ShortDrama aliomba kubadilisha anwani ya barua pepe ya akaunti hiyo kuwa hii. Anwani hii tayari ni ya akaunti yako, kwa hiyo hakuna kilichobadilishwa wala msimbo uliotumwa.',
      next: 'Akaunti yako inabaki kama ilivyo, na ni wewe tu unayeweza kuingia. Ikiwa akaunti ile nyingine pia ni yako, iwekee anwani ambayo bado haitumiwi na akaunti yoyote.',
      ignore: 'Ikiwa si wewe, unaweza kupuuza barua pepe hii.',
    },
    hi: {
      subject: 'किसी ने एक ShortDrama खाते को आपके ई-मेल पर ले जाना चाहा',
      what: 'किसी दूसरे ShortDrama खाते में साइन इन किसी व्यक्ति ने उस खाते का ई-मेल पता बदलकर यह पता करना चाहा। यह पता पहले से आपके खाते का है, इसलिए कुछ नहीं बदला और कोई कोड नहीं भेजा गया।',
      next: 'आपका खाता जैसा था वैसा ही है, और उसमें सिर्फ़ आप साइन इन कर सकते हैं। अगर दूसरा खाता भी आपका है, तो उसके लिए ऐसा पता चुनें जो अभी किसी खाते में नहीं है।',
      ignore: 'अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा कर दें।',
    },
  },
};
