import type { MailLang } from '../mail-language';

/** The words of the verification mail in each site language; `{code}` and `{minutes}` are filled in. */
export interface VerificationCodeTexts {
  readonly subject: string;
  readonly greeting: string;
  readonly intro: string;
  readonly validity: string;
  readonly ignore: string;
  readonly signature: string;
}

export const verificationCodeTexts: Record<MailLang, VerificationCodeTexts> = {
  en: {
    subject: 'Your ShortDrama code: {code}',
    greeting: 'Hello,',
    intro: 'Here is your verification code for ShortDrama:',
    validity: 'The code is valid for {minutes} minutes and can be used only once.',
    ignore: 'If you did not ask for this code, you can safely ignore this e-mail. Nobody can sign in without it.',
    signature: 'The ShortDrama team',
  },
  pt: {
    subject: 'Seu código ShortDrama: {code}',
    greeting: 'Olá,',
    intro: 'Este é seu código de verificação do ShortDrama:',
    validity: 'O código é válido por {minutes} minutos e só pode ser usado uma vez.',
    ignore: 'Se você não pediu este código, pode ignorar este e-mail com segurança. Ninguém consegue entrar sem ele.',
    signature: 'A equipe ShortDrama',
  },
  es: {
    subject: 'Tu código de ShortDrama: {code}',
    greeting: 'Hola:',
    intro: 'Este es tu código de verificación de ShortDrama:',
    validity: 'El código es válido durante {minutes} minutos y solo se puede usar una vez.',
    ignore: 'Si no has pedido este código, puedes ignorar este correo sin problema. Nadie puede iniciar sesión sin él.',
    signature: 'El equipo de ShortDrama',
  },
  de: {
    subject: 'Dein ShortDrama-Code: {code}',
    greeting: 'Hallo,',
    intro: 'hier ist dein Bestätigungscode für ShortDrama:',
    validity: 'Der Code ist {minutes} Minuten lang gültig und kann nur einmal verwendet werden.',
    ignore: 'Falls du diesen Code nicht angefordert hast, kannst du diese E-Mail einfach ignorieren. Ohne den Code kann sich niemand anmelden.',
    signature: 'Dein ShortDrama-Team',
  },
  fr: {
    subject: 'Votre code ShortDrama : {code}',
    greeting: 'Bonjour,',
    intro: 'Voici votre code de vérification ShortDrama :',
    validity: 'Ce code est valable {minutes} minutes et ne peut être utilisé qu’une seule fois.',
    ignore: 'Si vous n’avez pas demandé ce code, vous pouvez ignorer cet e-mail en toute sécurité. Personne ne peut se connecter sans lui.',
    signature: 'L’équipe ShortDrama',
  },
  it: {
    subject: 'Il tuo codice ShortDrama: {code}',
    greeting: 'Ciao,',
    intro: 'ecco il tuo codice di verifica per ShortDrama:',
    validity: 'Il codice è valido per {minutes} minuti e si può usare una sola volta.',
    ignore: 'Se non hai richiesto questo codice, puoi ignorare questa e-mail. Nessuno può accedere senza di esso.',
    signature: 'Il team di ShortDrama',
  },
  nl: {
    subject: 'Je ShortDrama-code: {code}',
    greeting: 'Hallo,',
    intro: 'Hier is je verificatiecode voor ShortDrama:',
    validity: 'De code is {minutes} minuten geldig en kan maar één keer worden gebruikt.',
    ignore: 'Heb je deze code niet aangevraagd? Dan kun je deze e-mail gerust negeren. Zonder de code kan niemand inloggen.',
    signature: 'Het ShortDrama-team',
  },
  ru: {
    subject: 'Ваш код ShortDrama: {code}',
    greeting: 'Здравствуйте!',
    intro: 'Ваш код подтверждения для ShortDrama:',
    validity: 'Код действует {minutes} минут, и его можно использовать только один раз.',
    ignore: 'Если вы не запрашивали этот код, просто проигнорируйте это письмо. Без кода никто не сможет войти в ваш аккаунт.',
    signature: 'Команда ShortDrama',
  },
  sw: {
    subject: 'Msimbo wako wa ShortDrama: {code}',
    greeting: 'Habari,',
    intro: 'Huu ndio msimbo wako wa uthibitisho wa ShortDrama:',
    validity: 'Msimbo huu unafanya kazi kwa dakika {minutes} na unaweza kutumika mara moja tu.',
    ignore: 'Ikiwa hukuomba msimbo huu, unaweza kupuuza barua pepe hii bila wasiwasi. Hakuna mtu anayeweza kuingia bila msimbo huu.',
    signature: 'Timu ya ShortDrama',
  },
  hi: {
    subject: 'आपका ShortDrama कोड: {code}',
    greeting: 'नमस्ते,',
    intro: 'ShortDrama के लिए आपका सत्यापन कोड यह है:',
    validity: 'यह कोड {minutes} मिनट तक मान्य है और इसे केवल एक बार इस्तेमाल किया जा सकता है।',
    ignore: 'अगर आपने यह कोड नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें। इस कोड के बिना कोई भी साइन इन नहीं कर सकता।',
    signature: 'ShortDrama टीम',
  },
};
