import type { MailLang } from '../mail-language';

/**
 * Notices of changes to an account, sent to the member so that a change they did not make does not go unseen:
 * a new password, an e-mail change (to the old address; `{email}` is the new one), a deletion scheduled for
 * `{date}`, and a deletion cancelled by signing in.
 */
export type AccountSecurityKind = 'passwordChanged' | 'emailChanged' | 'deletionScheduled' | 'deletionCancelled';

export interface AccountSecurityTexts {
  readonly subject: string;
  readonly what: string;
  readonly next: string;
}

export const accountSecurityTexts: Record<AccountSecurityKind, Record<MailLang, AccountSecurityTexts>> = {
  passwordChanged: {
    en: {
      subject: 'Your ShortDrama password was changed',
      what: 'The password of your ShortDrama account was just changed, and every other browser signed in to it was signed out.',
      next: 'If this was not you, sign in with an e-mailed code at once and change the password again in Account settings.',
    },
    pt: {
      subject: 'Sua senha do ShortDrama foi alterada',
      what: 'A senha da sua conta ShortDrama acabou de ser alterada, e todos os outros navegadores conectados a ela foram desconectados.',
      next: 'Se não foi você, entre agora com um código por e-mail e altere a senha de novo nas Configurações da conta.',
    },
    es: {
      subject: 'Se ha cambiado tu contraseña de ShortDrama',
      what: 'Se acaba de cambiar la contraseña de tu cuenta de ShortDrama y se ha cerrado la sesión en todos los demás navegadores.',
      next: 'Si no fuiste tú, entra ya con un código por correo y vuelve a cambiar la contraseña en Ajustes de la cuenta.',
    },
    de: {
      subject: 'Dein ShortDrama-Passwort wurde geändert',
      what: 'Das Passwort deines ShortDrama-Kontos wurde soeben geändert; alle anderen angemeldeten Browser wurden abgemeldet.',
      next: 'Warst du das nicht, melde dich sofort mit einem Code per E-Mail an und ändere das Passwort in den Kontoeinstellungen erneut.',
    },
    fr: {
      subject: 'Votre mot de passe ShortDrama a été modifié',
      what: 'Le mot de passe de votre compte ShortDrama vient d’être modifié, et tous les autres navigateurs connectés ont été déconnectés.',
      next: 'Si ce n’était pas vous, connectez-vous tout de suite avec un code reçu par e-mail et changez à nouveau le mot de passe dans les Paramètres du compte.',
    },
    it: {
      subject: 'La tua password di ShortDrama è stata cambiata',
      what: 'La password del tuo account ShortDrama è appena stata cambiata e tutti gli altri browser collegati sono stati disconnessi.',
      next: 'Se non sei stato tu, accedi subito con un codice via e-mail e cambia di nuovo la password nelle Impostazioni account.',
    },
    nl: {
      subject: 'Je ShortDrama-wachtwoord is gewijzigd',
      what: 'Het wachtwoord van je ShortDrama-account is zojuist gewijzigd en alle andere ingelogde browsers zijn uitgelogd.',
      next: 'Was jij dit niet, log dan meteen in met een code per e-mail en wijzig het wachtwoord opnieuw in Accountinstellingen.',
    },
    ru: {
      subject: 'Пароль ShortDrama изменён',
      what: 'Пароль вашего аккаунта ShortDrama только что изменён, а все остальные браузеры, где был выполнен вход, вышли из аккаунта.',
      next: 'Если это были не вы, сразу войдите по коду из письма и снова смените пароль в настройках аккаунта.',
    },
    sw: {
      subject: 'Nenosiri lako la ShortDrama limebadilishwa',
      what: 'Nenosiri la akaunti yako ya ShortDrama limebadilishwa sasa hivi, na vivinjari vingine vyote vilivyoingia vimetolewa.',
      next: 'Kama si wewe, ingia mara moja kwa msimbo wa barua pepe na ubadilishe nenosiri tena katika Mipangilio ya akaunti.',
    },
    hi: {
      subject: 'आपका ShortDrama पासवर्ड बदल दिया गया',
      what: 'आपके ShortDrama खाते का पासवर्ड अभी बदला गया है, और उसमें साइन इन बाकी सभी ब्राउज़र साइन आउट कर दिए गए हैं।',
      next: 'अगर यह आपने नहीं किया, तो तुरंत ई-मेल कोड से साइन इन करें और खाता सेटिंग में पासवर्ड फिर से बदलें।',
    },
  },
  emailChanged: {
    en: {
      subject: 'Your ShortDrama e-mail address was changed',
      what: 'Your ShortDrama account now uses the address {email}. This address no longer signs in to it.',
      next: 'If this was not you, reply to this e-mail so that we can help you get the account back.',
    },
    pt: {
      subject: 'O e-mail da sua conta ShortDrama foi alterado',
      what: 'Sua conta ShortDrama agora usa o endereço {email}. Este endereço não dá mais acesso a ela.',
      next: 'Se não foi você, responda a este e-mail para que possamos ajudar a recuperar a conta.',
    },
    es: {
      subject: 'Se ha cambiado el correo de tu cuenta de ShortDrama',
      what: 'Tu cuenta de ShortDrama usa ahora la dirección {email}. Esta dirección ya no sirve para entrar.',
      next: 'Si no fuiste tú, responde a este correo para que te ayudemos a recuperar la cuenta.',
    },
    de: {
      subject: 'Die E-Mail-Adresse deines ShortDrama-Kontos wurde geändert',
      what: 'Dein ShortDrama-Konto verwendet jetzt die Adresse {email}. Mit dieser Adresse kannst du dich nicht mehr anmelden.',
      next: 'Warst du das nicht, antworte auf diese E-Mail, damit wir dir helfen können, das Konto zurückzubekommen.',
    },
    fr: {
      subject: 'L’adresse e-mail de votre compte ShortDrama a été modifiée',
      what: 'Votre compte ShortDrama utilise désormais l’adresse {email}. Cette adresse-ci ne permet plus de vous connecter.',
      next: 'Si ce n’était pas vous, répondez à cet e-mail pour que nous vous aidions à récupérer le compte.',
    },
    it: {
      subject: 'L’indirizzo e-mail del tuo account ShortDrama è stato cambiato',
      what: 'Il tuo account ShortDrama ora usa l’indirizzo {email}. Questo indirizzo non permette più di accedere.',
      next: 'Se non sei stato tu, rispondi a questa e-mail così possiamo aiutarti a recuperare l’account.',
    },
    nl: {
      subject: 'Het e-mailadres van je ShortDrama-account is gewijzigd',
      what: 'Je ShortDrama-account gebruikt nu het adres {email}. Met dit adres kun je niet meer inloggen.',
      next: 'Was jij dit niet, beantwoord dan deze e-mail zodat we je kunnen helpen het account terug te krijgen.',
    },
    ru: {
      subject: 'Адрес почты аккаунта ShortDrama изменён',
      what: 'Теперь ваш аккаунт ShortDrama использует адрес {email}. С этим адресом войти больше нельзя.',
      next: 'Если это были не вы, ответьте на это письмо, и мы поможем вернуть аккаунт.',
    },
    sw: {
      subject: 'Anwani ya barua pepe ya akaunti yako ya ShortDrama imebadilishwa',
      what: 'Akaunti yako ya ShortDrama sasa inatumia anwani {email}. Anwani hii haiwezi tena kuingia kwenye akaunti.',
      next: 'Kama si wewe, jibu barua pepe hii ili tukusaidie kurejesha akaunti.',
    },
    hi: {
      subject: 'आपके ShortDrama खाते का ई-मेल पता बदल दिया गया',
      what: 'आपका ShortDrama खाता अब {email} पते का उपयोग करता है। इस पते से अब साइन इन नहीं होगा।',
      next: 'अगर यह आपने नहीं किया, तो इस ई-मेल का जवाब दें ताकि हम खाता वापस पाने में आपकी मदद कर सकें।',
    },
  },
  deletionScheduled: {
    en: {
      subject: 'Your ShortDrama account will be deleted on {date}',
      what: 'You asked us to delete your ShortDrama account. You were signed out everywhere, and on {date} your account and your data will be erased for good.',
      next: 'Changed your mind? Just sign in before then: that cancels the deletion.',
    },
    pt: {
      subject: 'Sua conta ShortDrama será excluída em {date}',
      what: 'Você pediu a exclusão da sua conta ShortDrama. Você foi desconectado em todos os dispositivos e, em {date}, sua conta e seus dados serão apagados de vez.',
      next: 'Mudou de ideia? É só entrar antes dessa data: isso cancela a exclusão.',
    },
    es: {
      subject: 'Tu cuenta de ShortDrama se eliminará el {date}',
      what: 'Pediste eliminar tu cuenta de ShortDrama. Se cerró tu sesión en todas partes y el {date} tu cuenta y tus datos se borrarán definitivamente.',
      next: '¿Has cambiado de idea? Basta con entrar antes de esa fecha: así se cancela la eliminación.',
    },
    de: {
      subject: 'Dein ShortDrama-Konto wird am {date} gelöscht',
      what: 'Du hast die Löschung deines ShortDrama-Kontos beantragt. Du wurdest überall abgemeldet; am {date} werden dein Konto und deine Daten endgültig gelöscht.',
      next: 'Doch anders überlegt? Melde dich einfach vorher an: Das bricht die Löschung ab.',
    },
    fr: {
      subject: 'Votre compte ShortDrama sera supprimé le {date}',
      what: 'Vous avez demandé la suppression de votre compte ShortDrama. Vous avez été déconnecté partout et, le {date}, votre compte et vos données seront définitivement effacés.',
      next: 'Vous avez changé d’avis ? Connectez-vous simplement avant cette date : cela annule la suppression.',
    },
    it: {
      subject: 'Il tuo account ShortDrama sarà eliminato il {date}',
      what: 'Hai chiesto di eliminare il tuo account ShortDrama. Sei stato disconnesso ovunque e il {date} il tuo account e i tuoi dati saranno cancellati definitivamente.',
      next: 'Hai cambiato idea? Basta accedere prima di quella data: così l’eliminazione viene annullata.',
    },
    nl: {
      subject: 'Je ShortDrama-account wordt op {date} verwijderd',
      what: 'Je hebt gevraagd je ShortDrama-account te verwijderen. Je bent overal uitgelogd en op {date} worden je account en je gegevens definitief gewist.',
      next: 'Toch van gedachten veranderd? Log gewoon vóór die datum in: dat annuleert de verwijdering.',
    },
    ru: {
      subject: 'Ваш аккаунт ShortDrama будет удалён {date}',
      what: 'Вы попросили удалить аккаунт ShortDrama. Вы вышли из аккаунта на всех устройствах, а {date} аккаунт и ваши данные будут окончательно стёрты.',
      next: 'Передумали? Просто войдите до этой даты — это отменит удаление.',
    },
    sw: {
      subject: 'Akaunti yako ya ShortDrama itafutwa tarehe {date}',
      what: 'Uliomba tufute akaunti yako ya ShortDrama. Umetolewa kila mahali, na tarehe {date} akaunti yako na data yako vitafutwa kabisa.',
      next: 'Umebadili nia? Ingia tu kabla ya tarehe hiyo: hilo linasitisha ufutaji.',
    },
    hi: {
      subject: 'आपका ShortDrama खाता {date} को हटा दिया जाएगा',
      what: 'आपने अपना ShortDrama खाता हटाने का अनुरोध किया है। आपको हर जगह से साइन आउट कर दिया गया है, और {date} को आपका खाता और आपका डेटा हमेशा के लिए मिटा दिया जाएगा।',
      next: 'मन बदल गया? बस उससे पहले साइन इन करें: इससे हटाना रद्द हो जाता है।',
    },
  },
  deletionCancelled: {
    en: {
      subject: 'Your ShortDrama account will not be deleted',
      what: 'You signed in to your ShortDrama account, so the deletion you asked for was cancelled. Your account stays as it was.',
      next: 'To delete it after all, choose “Delete my account” in Account settings again.',
    },
    pt: {
      subject: 'Sua conta ShortDrama não será excluída',
      what: 'Você entrou na sua conta ShortDrama, então a exclusão que você pediu foi cancelada. Sua conta continua como estava.',
      next: 'Para excluí-la mesmo assim, escolha “Excluir minha conta” de novo nas Configurações da conta.',
    },
    es: {
      subject: 'Tu cuenta de ShortDrama no se eliminará',
      what: 'Has entrado en tu cuenta de ShortDrama, así que la eliminación que pediste se ha cancelado. Tu cuenta sigue como estaba.',
      next: 'Si aun así quieres eliminarla, elige otra vez «Eliminar mi cuenta» en Ajustes de la cuenta.',
    },
    de: {
      subject: 'Dein ShortDrama-Konto wird nicht gelöscht',
      what: 'Du hast dich bei deinem ShortDrama-Konto angemeldet, deshalb wurde die beantragte Löschung abgebrochen. Dein Konto bleibt, wie es war.',
      next: 'Möchtest du es doch löschen, wähle in den Kontoeinstellungen erneut „Mein Konto löschen“.',
    },
    fr: {
      subject: 'Votre compte ShortDrama ne sera pas supprimé',
      what: 'Vous vous êtes connecté à votre compte ShortDrama : la suppression demandée est donc annulée. Votre compte reste tel quel.',
      next: 'Pour le supprimer malgré tout, choisissez à nouveau « Supprimer mon compte » dans les Paramètres du compte.',
    },
    it: {
      subject: 'Il tuo account ShortDrama non sarà eliminato',
      what: 'Hai effettuato l’accesso al tuo account ShortDrama, quindi l’eliminazione richiesta è stata annullata. Il tuo account resta com’era.',
      next: 'Per eliminarlo comunque, scegli di nuovo «Elimina il mio account» nelle Impostazioni account.',
    },
    nl: {
      subject: 'Je ShortDrama-account wordt niet verwijderd',
      what: 'Je bent ingelogd op je ShortDrama-account, dus de verwijdering die je had aangevraagd is geannuleerd. Je account blijft zoals het was.',
      next: 'Wil je het toch verwijderen, kies dan opnieuw „Mijn account verwijderen” in Accountinstellingen.',
    },
    ru: {
      subject: 'Ваш аккаунт ShortDrama не будет удалён',
      what: 'Вы вошли в аккаунт ShortDrama, поэтому запрошенное удаление отменено. Аккаунт остаётся как был.',
      next: 'Если всё же хотите удалить его, снова выберите «Удалить аккаунт» в настройках аккаунта.',
    },
    sw: {
      subject: 'Akaunti yako ya ShortDrama haitafutwa',
      what: 'Uliingia kwenye akaunti yako ya ShortDrama, kwa hiyo ufutaji ulioomba umesitishwa. Akaunti yako inabaki kama ilivyokuwa.',
      next: 'Ukitaka kuifuta hata hivyo, chagua tena “Futa akaunti yangu” katika Mipangilio ya akaunti.',
    },
    hi: {
      subject: 'आपका ShortDrama खाता नहीं हटाया जाएगा',
      what: 'आपने अपने ShortDrama खाते में साइन इन किया, इसलिए आपका माँगा गया हटाना रद्द कर दिया गया। आपका खाता पहले जैसा ही रहेगा।',
      next: 'फिर भी हटाना हो, तो खाता सेटिंग में फिर से “मेरा खाता हटाएँ” चुनें।',
    },
  },
};
