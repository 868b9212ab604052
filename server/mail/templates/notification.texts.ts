import type { NoticeType, NotificationKind } from '../../../contract/notifications/notifications.schemas';
import type { MailLang } from '../mail-language';

/**
 * The words of the notification mails (server/modules/notifications). Placeholders: {name} who replied, {film} the
 * drama's title, {count} how many comments, {kind} what the unsubscribe link stops (one of `kind`). Greeting and
 * signature are the account notices' (account-notice.texts.ts).
 */
export interface NotificationMailTexts {
  readonly subject: { readonly [T in NoticeType]: string };
  readonly lead: { readonly [T in NoticeType]: string };
  /** Before the operators' message that came with an application decision. */
  readonly message: string;
  /** The label of the link to the thread or the drama. */
  readonly open: string;
  /** What e-mails of each kind are about, as the unsubscribe line names them. */
  readonly kind: { readonly [K in NotificationKind]: string };
  readonly unsubscribe: string;
  readonly settings: string;
}

export const notificationMailTexts: Record<MailLang, NotificationMailTexts> = {
  en: {
    subject: {
      reply: '{name} replied to your comment',
      comment_hidden: 'Your comment was hidden',
      comment_removed: 'Your comment was removed',
      comment_restored: 'Your comment is visible again',
      comments_hidden: 'Your comments were hidden',
      application_approved: 'Your request for “{film}” was approved',
      application_denied: 'Your request for “{film}” was declined',
      subtitle_report_approved: 'Your subtitle correction for “{film}” was accepted',
      subtitle_report_rejected: 'Your subtitle report for “{film}” was reviewed',
    },
    lead: {
      reply: '{name} replied to your comment on “{film}”:',
      comment_hidden:
        'Your comment on “{film}” was hidden after members reported it. Other visitors no longer see it; you still do, and a moderator will review it.',
      comment_removed: 'A moderator reviewed the reports about your comment on “{film}” and removed it.',
      comment_restored: 'A moderator reviewed the reports about your comment on “{film}” and made it visible again.',
      comments_hidden: 'A moderator hid your comments (number of comments: {count}). Other visitors no longer see them.',
      application_approved: 'Your request to unlock the episodes of “{film}” was approved: you can watch them now.',
      application_denied: 'Your request to unlock the episodes of “{film}” was declined.',
      subtitle_report_approved: 'A moderator accepted the line you reported in “{film}”. It now reads:',
      subtitle_report_rejected: 'A moderator reviewed the line you reported in “{film}” and left it as it was:',
    },
    message: 'Message from the team:',
    open: 'Open on ShortDrama',
    kind: { reply: 'replies to your comments', moderation: 'moderators’ decisions on your comments and subtitle reports', application: 'your unlock requests' },
    unsubscribe: 'Stop e-mails about {kind} (one click, no sign-in needed)',
    settings: 'Choose which e-mails you get',
  },
  pt: {
    subject: {
      reply: '{name} respondeu ao seu comentário',
      comment_hidden: 'Seu comentário foi ocultado',
      comment_removed: 'Seu comentário foi removido',
      comment_restored: 'Seu comentário está visível de novo',
      comments_hidden: 'Seus comentários foram ocultados',
      application_approved: 'Seu pedido para “{film}” foi aprovado',
      application_denied: 'Seu pedido para “{film}” foi recusado',
      subtitle_report_approved: 'Sua correção de legenda para “{film}” foi aceita',
      subtitle_report_rejected: 'Sua denúncia de legenda para “{film}” foi analisada',
    },
    lead: {
      reply: '{name} respondeu ao seu comentário sobre “{film}”:',
      comment_hidden:
        'Seu comentário sobre “{film}” foi ocultado depois de ser denunciado por outros membros. Os outros visitantes não o veem mais; você ainda vê, e um moderador vai analisá-lo.',
      comment_removed: 'Um moderador analisou as denúncias sobre seu comentário em “{film}” e o removeu.',
      comment_restored: 'Um moderador analisou as denúncias sobre seu comentário em “{film}” e o deixou visível de novo.',
      comments_hidden: 'Um moderador ocultou seus comentários (número de comentários: {count}). Os outros visitantes não os veem mais.',
      application_approved: 'Seu pedido para desbloquear os episódios de “{film}” foi aprovado: você já pode assisti-los.',
      application_denied: 'Seu pedido para desbloquear os episódios de “{film}” foi recusado.',
      subtitle_report_approved: 'Um moderador aceitou a fala que você indicou em “{film}”. Agora ela diz:',
      subtitle_report_rejected: 'Um moderador analisou a fala que você indicou em “{film}” e a manteve como estava:',
    },
    message: 'Mensagem da equipe:',
    open: 'Abrir no ShortDrama',
    kind: {
      reply: 'respostas aos seus comentários',
      moderation: 'decisões dos moderadores sobre seus comentários e suas denúncias de legendas',
      application: 'seus pedidos de desbloqueio',
    },
    unsubscribe: 'Parar de receber e-mails sobre {kind} (um clique, sem precisar entrar)',
    settings: 'Escolher quais e-mails você recebe',
  },
  es: {
    subject: {
      reply: '{name} respondió a tu comentario',
      comment_hidden: 'Tu comentario se ha ocultado',
      comment_removed: 'Tu comentario se ha eliminado',
      comment_restored: 'Tu comentario vuelve a estar visible',
      comments_hidden: 'Tus comentarios se han ocultado',
      application_approved: 'Tu solicitud para «{film}» ha sido aprobada',
      application_denied: 'Tu solicitud para «{film}» ha sido rechazada',
      subtitle_report_approved: 'Tu corrección de subtítulo de «{film}» ha sido aceptada',
      subtitle_report_rejected: 'Tu aviso sobre un subtítulo de «{film}» ha sido revisado',
    },
    lead: {
      reply: '{name} respondió a tu comentario sobre «{film}»:',
      comment_hidden:
        'Tu comentario sobre «{film}» se ha ocultado porque otros miembros lo denunciaron. Los demás visitantes ya no lo ven; tú sí, y un moderador lo revisará.',
      comment_removed: 'Un moderador revisó las denuncias sobre tu comentario en «{film}» y lo eliminó.',
      comment_restored: 'Un moderador revisó las denuncias sobre tu comentario en «{film}» y lo volvió a hacer visible.',
      comments_hidden: 'Un moderador ocultó tus comentarios (número de comentarios: {count}). Los demás visitantes ya no los ven.',
      application_approved: 'Tu solicitud para desbloquear los episodios de «{film}» ha sido aprobada: ya puedes verlos.',
      application_denied: 'Tu solicitud para desbloquear los episodios de «{film}» ha sido rechazada.',
      subtitle_report_approved: 'Un moderador aceptó la línea que señalaste en «{film}». Ahora dice:',
      subtitle_report_rejected: 'Un moderador revisó la línea que señalaste en «{film}» y la dejó como estaba:',
    },
    message: 'Mensaje del equipo:',
    open: 'Abrir en ShortDrama',
    kind: {
      reply: 'respuestas a tus comentarios',
      moderation: 'las decisiones de los moderadores sobre tus comentarios y tus avisos de subtítulos',
      application: 'tus solicitudes de desbloqueo',
    },
    unsubscribe: 'Dejar de recibir correos sobre {kind} (un clic, sin iniciar sesión)',
    settings: 'Elegir qué correos recibes',
  },
  de: {
    subject: {
      reply: '{name} hat auf deinen Kommentar geantwortet',
      comment_hidden: 'Dein Kommentar wurde ausgeblendet',
      comment_removed: 'Dein Kommentar wurde entfernt',
      comment_restored: 'Dein Kommentar ist wieder sichtbar',
      comments_hidden: 'Deine Kommentare wurden ausgeblendet',
      application_approved: 'Deine Anfrage für „{film}“ wurde angenommen',
      application_denied: 'Deine Anfrage für „{film}“ wurde abgelehnt',
      subtitle_report_approved: 'Deine Untertitel-Korrektur für „{film}“ wurde übernommen',
      subtitle_report_rejected: 'Deine Untertitel-Meldung zu „{film}“ wurde geprüft',
    },
    lead: {
      reply: '{name} hat auf deinen Kommentar zu „{film}“ geantwortet:',
      comment_hidden:
        'Dein Kommentar zu „{film}“ wurde ausgeblendet, nachdem andere Mitglieder ihn gemeldet haben. Andere Besucher sehen ihn nicht mehr; du schon, und ein Moderator prüft ihn.',
      comment_removed: 'Ein Moderator hat die Meldungen zu deinem Kommentar zu „{film}“ geprüft und ihn entfernt.',
      comment_restored: 'Ein Moderator hat die Meldungen zu deinem Kommentar zu „{film}“ geprüft und ihn wieder sichtbar gemacht.',
      comments_hidden: 'Ein Moderator hat deine Kommentare ausgeblendet (Anzahl der Kommentare: {count}). Andere Besucher sehen sie nicht mehr.',
      application_approved: 'Deine Anfrage, die Folgen von „{film}“ freizuschalten, wurde angenommen: Du kannst sie jetzt ansehen.',
      application_denied: 'Deine Anfrage, die Folgen von „{film}“ freizuschalten, wurde abgelehnt.',
      subtitle_report_approved: 'Ein Moderator hat die Zeile übernommen, die du in „{film}“ gemeldet hast. Sie lautet jetzt:',
      subtitle_report_rejected: 'Ein Moderator hat die Zeile geprüft, die du in „{film}“ gemeldet hast, und sie unverändert gelassen:',
    },
    message: 'Nachricht vom Team:',
    open: 'Auf ShortDrama öffnen',
    kind: {
      reply: 'Antworten auf deine Kommentare',
      moderation: 'Entscheidungen der Moderation zu deinen Kommentaren und Untertitel-Meldungen',
      application: 'deine Freischaltungsanfragen',
    },
    unsubscribe: 'Keine E-Mails mehr über {kind} (ein Klick, ohne Anmeldung)',
    settings: 'Wählen, welche E-Mails du bekommst',
  },
  fr: {
    subject: {
      reply: '{name} a répondu à votre commentaire',
      comment_hidden: 'Votre commentaire a été masqué',
      comment_removed: 'Votre commentaire a été supprimé',
      comment_restored: 'Votre commentaire est de nouveau visible',
      comments_hidden: 'Vos commentaires ont été masqués',
      application_approved: 'Votre demande pour « {film} » a été acceptée',
      application_denied: 'Votre demande pour « {film} » a été refusée',
      subtitle_report_approved: 'Votre correction de sous-titre pour « {film} » a été acceptée',
      subtitle_report_rejected: 'Votre signalement de sous-titre pour « {film} » a été examiné',
    },
    lead: {
      reply: '{name} a répondu à votre commentaire sur « {film} » :',
      comment_hidden:
        'Votre commentaire sur « {film} » a été masqué après des signalements d’autres membres. Les autres visiteurs ne le voient plus ; vous si, et un modérateur va l’examiner.',
      comment_removed: 'Un modérateur a examiné les signalements concernant votre commentaire sur « {film} » et l’a supprimé.',
      comment_restored: 'Un modérateur a examiné les signalements concernant votre commentaire sur « {film} » et l’a rendu de nouveau visible.',
      comments_hidden: 'Un modérateur a masqué vos commentaires (nombre de commentaires : {count}). Les autres visiteurs ne les voient plus.',
      application_approved: 'Votre demande de déblocage des épisodes de « {film} » a été acceptée : vous pouvez les regarder dès maintenant.',
      application_denied: 'Votre demande de déblocage des épisodes de « {film} » a été refusée.',
      subtitle_report_approved: 'Un modérateur a accepté la réplique que vous avez signalée dans « {film} ». Elle se lit désormais :',
      subtitle_report_rejected: 'Un modérateur a examiné la réplique que vous avez signalée dans « {film} » et l’a laissée telle quelle :',
    },
    message: 'Message de l’équipe :',
    open: 'Ouvrir sur ShortDrama',
    kind: {
      reply: 'les réponses à vos commentaires',
      moderation: 'les décisions des modérateurs sur vos commentaires et vos signalements de sous-titres',
      application: 'vos demandes de déblocage',
    },
    unsubscribe: 'Ne plus recevoir d’e-mails sur {kind} (un clic, sans connexion)',
    settings: 'Choisir les e-mails que vous recevez',
  },
  it: {
    subject: {
      reply: '{name} ha risposto al tuo commento',
      comment_hidden: 'Il tuo commento è stato nascosto',
      comment_removed: 'Il tuo commento è stato rimosso',
      comment_restored: 'Il tuo commento è di nuovo visibile',
      comments_hidden: 'I tuoi commenti sono stati nascosti',
      application_approved: 'La tua richiesta per «{film}» è stata approvata',
      application_denied: 'La tua richiesta per «{film}» è stata respinta',
      subtitle_report_approved: 'La tua correzione dei sottotitoli per «{film}» è stata accettata',
      subtitle_report_rejected: 'La tua segnalazione sui sottotitoli di «{film}» è stata esaminata',
    },
    lead: {
      reply: '{name} ha risposto al tuo commento su «{film}»:',
      comment_hidden:
        'Il tuo commento su «{film}» è stato nascosto dopo le segnalazioni di altri membri. Gli altri visitatori non lo vedono più; tu sì, e un moderatore lo esaminerà.',
      comment_removed: 'Un moderatore ha esaminato le segnalazioni sul tuo commento a «{film}» e lo ha rimosso.',
      comment_restored: 'Un moderatore ha esaminato le segnalazioni sul tuo commento a «{film}» e lo ha reso di nuovo visibile.',
      comments_hidden: 'Un moderatore ha nascosto i tuoi commenti (numero di commenti: {count}). Gli altri visitatori non li vedono più.',
      application_approved: 'La tua richiesta di sbloccare gli episodi di «{film}» è stata approvata: ora puoi guardarli.',
      application_denied: 'La tua richiesta di sbloccare gli episodi di «{film}» è stata respinta.',
      subtitle_report_approved: 'Un moderatore ha accettato la battuta che hai segnalato in «{film}». Ora dice:',
      subtitle_report_rejected: 'Un moderatore ha esaminato la battuta che hai segnalato in «{film}» e l’ha lasciata com’era:',
    },
    message: 'Messaggio dal team:',
    open: 'Apri su ShortDrama',
    kind: {
      reply: 'le risposte ai tuoi commenti',
      moderation: 'le decisioni dei moderatori sui tuoi commenti e sulle tue segnalazioni di sottotitoli',
      application: 'le tue richieste di sblocco',
    },
    unsubscribe: 'Non ricevere più e-mail su {kind} (un clic, senza accedere)',
    settings: 'Scegli quali e-mail ricevere',
  },
  nl: {
    subject: {
      reply: '{name} heeft op je reactie gereageerd',
      comment_hidden: 'Je reactie is verborgen',
      comment_removed: 'Je reactie is verwijderd',
      comment_restored: 'Je reactie is weer zichtbaar',
      comments_hidden: 'Je reacties zijn verborgen',
      application_approved: 'Je aanvraag voor ‘{film}’ is goedgekeurd',
      application_denied: 'Je aanvraag voor ‘{film}’ is afgewezen',
      subtitle_report_approved: 'Je ondertitelcorrectie voor ‘{film}’ is overgenomen',
      subtitle_report_rejected: 'Je melding over een ondertitel van ‘{film}’ is bekeken',
    },
    lead: {
      reply: '{name} heeft gereageerd op je reactie bij ‘{film}’:',
      comment_hidden:
        'Je reactie bij ‘{film}’ is verborgen nadat andere leden haar hebben gemeld. Andere bezoekers zien haar niet meer; jij wel, en een moderator bekijkt haar.',
      comment_removed: 'Een moderator heeft de meldingen over je reactie bij ‘{film}’ bekeken en haar verwijderd.',
      comment_restored: 'Een moderator heeft de meldingen over je reactie bij ‘{film}’ bekeken en haar weer zichtbaar gemaakt.',
      comments_hidden: 'Een moderator heeft je reacties verborgen (aantal reacties: {count}). Andere bezoekers zien ze niet meer.',
      application_approved: 'Je aanvraag om de afleveringen van ‘{film}’ te ontgrendelen is goedgekeurd: je kunt ze nu bekijken.',
      application_denied: 'Je aanvraag om de afleveringen van ‘{film}’ te ontgrendelen is afgewezen.',
      subtitle_report_approved: 'Een moderator heeft de regel die je in ‘{film}’ meldde overgenomen. Hij luidt nu:',
      subtitle_report_rejected: 'Een moderator heeft de regel die je in ‘{film}’ meldde bekeken en ongewijzigd gelaten:',
    },
    message: 'Bericht van het team:',
    open: 'Openen op ShortDrama',
    kind: {
      reply: 'reacties op je reacties',
      moderation: 'beslissingen van moderators over je reacties en je ondertitelmeldingen',
      application: 'je ontgrendelaanvragen',
    },
    unsubscribe: 'Geen e-mails meer over {kind} (één klik, zonder in te loggen)',
    settings: 'Kies welke e-mails je krijgt',
  },
  ru: {
    subject: {
      reply: '{name} ответил(а) на ваш комментарий',
      comment_hidden: 'Ваш комментарий скрыт',
      comment_removed: 'Ваш комментарий удалён',
      comment_restored: 'Ваш комментарий снова виден',
      comments_hidden: 'Ваши комментарии скрыты',
      application_approved: 'Ваш запрос на «{film}» одобрен',
      application_denied: 'Ваш запрос на «{film}» отклонён',
      subtitle_report_approved: 'Ваше исправление субтитров к «{film}» принято',
      subtitle_report_rejected: 'Ваше сообщение о субтитрах к «{film}» рассмотрено',
    },
    lead: {
      reply: '{name} ответил(а) на ваш комментарий к «{film}»:',
      comment_hidden:
        'Ваш комментарий к «{film}» скрыт после жалоб других участников. Другие посетители его больше не видят; вы видите, и модератор его проверит.',
      comment_removed: 'Модератор рассмотрел жалобы на ваш комментарий к «{film}» и удалил его.',
      comment_restored: 'Модератор рассмотрел жалобы на ваш комментарий к «{film}» и снова сделал его видимым.',
      comments_hidden: 'Модератор скрыл ваши комментарии (количество комментариев: {count}). Другие посетители их больше не видят.',
      application_approved: 'Ваш запрос на открытие серий «{film}» одобрен: вы уже можете их смотреть.',
      application_denied: 'Ваш запрос на открытие серий «{film}» отклонён.',
      subtitle_report_approved: 'Модератор принял исправление реплики, о которой вы сообщили в «{film}». Теперь она звучит так:',
      subtitle_report_rejected: 'Модератор рассмотрел реплику, о которой вы сообщили в «{film}», и оставил её без изменений:',
    },
    message: 'Сообщение от команды:',
    open: 'Открыть на ShortDrama',
    kind: {
      reply: 'ответы на ваши комментарии',
      moderation: 'решения модераторов о ваших комментариях и сообщениях о субтитрах',
      application: 'ваши запросы на открытие серий',
    },
    unsubscribe: 'Больше не присылать письма на тему «{kind}» (один клик, без входа)',
    settings: 'Выбрать, какие письма получать',
  },
  sw: {
    subject: {
      reply: '{name} amejibu maoni yako',
      comment_hidden: 'Maoni yako yamefichwa',
      comment_removed: 'Maoni yako yameondolewa',
      comment_restored: 'Maoni yako yanaonekana tena',
      comments_hidden: 'Maoni yako yamefichwa',
      application_approved: 'Ombi lako la “{film}” limekubaliwa',
      application_denied: 'Ombi lako la “{film}” limekataliwa',
      subtitle_report_approved: 'Marekebisho yako ya manukuu ya “{film}” yamekubaliwa',
      subtitle_report_rejected: 'Ripoti yako kuhusu manukuu ya “{film}” imekaguliwa',
    },
    lead: {
      reply: '{name} amejibu maoni yako kuhusu “{film}”:',
      comment_hidden:
        'Maoni yako kuhusu “{film}” yamefichwa baada ya wanachama wengine kuyaripoti. Wageni wengine hawayaoni tena; wewe bado unayaona, na msimamizi atayakagua.',
      comment_removed: 'Msimamizi amekagua ripoti kuhusu maoni yako kwenye “{film}” na ameyaondoa.',
      comment_restored: 'Msimamizi amekagua ripoti kuhusu maoni yako kwenye “{film}” na ameyafanya yaonekane tena.',
      comments_hidden: 'Msimamizi ameficha maoni yako (idadi ya maoni: {count}). Wageni wengine hawayaoni tena.',
      application_approved: 'Ombi lako la kufungua vipindi vya “{film}” limekubaliwa: sasa unaweza kuvitazama.',
      application_denied: 'Ombi lako la kufungua vipindi vya “{film}” limekataliwa.',
      subtitle_report_approved: 'Msimamizi amekubali mstari uliouripoti katika “{film}”. Sasa unasomeka hivi:',
      subtitle_report_rejected: 'Msimamizi amekagua mstari uliouripoti katika “{film}” na ameuacha kama ulivyokuwa:',
    },
    message: 'Ujumbe kutoka kwa timu:',
    open: 'Fungua kwenye ShortDrama',
    kind: {
      reply: 'majibu kwa maoni yako',
      moderation: 'maamuzi ya wasimamizi kuhusu maoni yako na ripoti zako za manukuu',
      application: 'maombi yako ya kufungua vipindi',
    },
    unsubscribe: 'Acha kupokea barua pepe kuhusu {kind} (bofya mara moja, bila kuingia)',
    settings: 'Chagua barua pepe unazopokea',
  },
  hi: {
    subject: {
      reply: '{name} ने आपकी टिप्पणी का जवाब दिया',
      comment_hidden: 'आपकी टिप्पणी छिपा दी गई',
      comment_removed: 'आपकी टिप्पणी हटा दी गई',
      comment_restored: 'आपकी टिप्पणी फिर से दिख रही है',
      comments_hidden: 'आपकी टिप्पणियाँ छिपा दी गईं',
      application_approved: '“{film}” के लिए आपका अनुरोध स्वीकार हो गया',
      application_denied: '“{film}” के लिए आपका अनुरोध अस्वीकार कर दिया गया',
      subtitle_report_approved: '“{film}” के सबटाइटल में आपका सुधार स्वीकार कर लिया गया',
      subtitle_report_rejected: '“{film}” के सबटाइटल पर आपकी रिपोर्ट की समीक्षा हो गई',
    },
    lead: {
      reply: '{name} ने “{film}” पर आपकी टिप्पणी का जवाब दिया:',
      comment_hidden: '“{film}” पर आपकी टिप्पणी दूसरे सदस्यों की शिकायतों के बाद छिपा दी गई है। दूसरे दर्शक अब इसे नहीं देखते; आप देख सकते हैं, और एक मॉडरेटर इसकी जाँच करेगा।',
      comment_removed: 'एक मॉडरेटर ने “{film}” पर आपकी टिप्पणी की शिकायतों की जाँच की और उसे हटा दिया।',
      comment_restored: 'एक मॉडरेटर ने “{film}” पर आपकी टिप्पणी की शिकायतों की जाँच की और उसे फिर से दिखने लायक बना दिया।',
      comments_hidden: 'एक मॉडरेटर ने आपकी टिप्पणियाँ छिपा दीं (टिप्पणियों की संख्या: {count})। दूसरे दर्शक अब उन्हें नहीं देखते।',
      application_approved: '“{film}” के एपिसोड अनलॉक करने का आपका अनुरोध स्वीकार हो गया: अब आप उन्हें देख सकते हैं।',
      application_denied: '“{film}” के एपिसोड अनलॉक करने का आपका अनुरोध अस्वीकार कर दिया गया।',
      subtitle_report_approved: 'एक मॉडरेटर ने “{film}” में आपकी बताई पंक्ति का सुधार स्वीकार कर लिया। अब वह इस तरह है:',
      subtitle_report_rejected: 'एक मॉडरेटर ने “{film}” में आपकी बताई पंक्ति की समीक्षा की और उसे पहले जैसा ही रहने दिया:',
    },
    message: 'टीम का संदेश:',
    open: 'ShortDrama पर खोलें',
    kind: { reply: 'आपकी टिप्पणियों के जवाबों', moderation: 'आपकी टिप्पणियों और सबटाइटल रिपोर्ट पर मॉडरेटरों के फ़ैसले', application: 'आपके अनलॉक अनुरोधों' },
    unsubscribe: '{kind} के बारे में ई-मेल बंद करें (एक क्लिक, साइन इन की ज़रूरत नहीं)',
    settings: 'चुनें कि आपको कौन-से ई-मेल मिलें',
  },
};
