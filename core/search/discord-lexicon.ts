import { hiraganaOf, isKatakana } from './kana.js';

/**
 * Discord's vocabulary in the languages its communities speak, mapped to the English words the tools' contracts and
 * training requests use: "cargo", "Rolle", "rôle" and "ロール" all read as `role`, so a request in another language
 * meets the English index and classifiers. Per English word, per language, the forms people type (written with their
 * accents). A word is looked up folded, as people often type without accents, but its accents still count: a form
 * spelled exactly as typed wins over the others that fold alike (Spanish "las" is not Swedish "läs"), and an accented
 * word is a form only in a language that writes that accent, keeping the form's own (see mayBe). A form ending in
 * `*` is a stem: it also matches the word with up to six more letters ("mensaj*" → mensaje, mensajes). Forms in
 * Han, kana, Hangul or Thai match anywhere in the text (those scripts do not separate words with spaces, and
 * particles stick to Korean nouns). An Arabic or Hebrew word the lexicon
 * lacks is looked up again without the prefixes those languages attach ("و", "ال", "بال", ...; "ה", "ל", "מה", ...).
 * A word mapped to `-` is a function word with no meaning for search ("los", "der", "の").
 *
 * Covered: es, pt (pt-BR), de, fr, it, pl, ru, tr, ja, ko, zh (zh-Hans), nl, id, vi, uk, sv, cs, zh-Hant, ar, hi
 * (Devanagari and romanised), th, fil, da, nb, fi, hu, ro, sk, hr, el, he, fa, bg, ms. Greek and Hebrew are
 * written with their accents and final letters, which foldText folds away. Vietnamese is written here as it reads once folded, its syllables joined by
 * `_` ("tin_nhan" for "tin nhắn"), but for the words its accents tell apart ("mời", invite; "mới", new). `test/search/discord-lexicon.test.ts` checks that no English word of the contracts
 * and training requests is read as something else.
 * Requests typed in Latin letters for a language with its own script have their own lines, `<lang>-Latn`: romaji
 * (ja-Latn), transliterated Russian and Ukrainian, pinyin without tones (zh-Latn), Greeklish (el-Latn) and Arabizi
 * (ar-Latn, digits for the letters Latin lacks: "e7zef", "3ayez"); romanised Hindi stays on the hi lines. Their forms
 * were chosen so that no training or development request of another language reads differently ("wo", "dono", "mein"
 * are left out: German, Portuguese and Hindi words).
 */
const LEXICON: Record<string, string> = {
  '-': `es: el la los las lo una unos unas de del al en y o que por para con sin este esta estos estas ese esa esos esas se le les me te nos su sus es son por_favor porfa |
    da: eller fra med på af som jeg vi venligst hvis altså lige_nu |
    nb: eller fra med på av som jeg vi vennligst hvis altså |
    fi: ja tai se ne että kun jos on ovat olla minä mä sä hän me te pitäis pitää voisitko voitko kiitos pliis ihan vaan nyt |
    hu: és vagy az egy hogy nem_is ki_a légyszi legyszi kérlek kerlek nekem neki nekünk ezt azt ami aki mert már |
    ro: și si sau pe la cu pentru că ca ca_să să sa al lui ei un o te_rog va_rog vă_rog mersi niște niste |
    sk: a alebo na do zo z od že aby je sú som si prosím prosim tá to tých toho nech |
    hr: i ili na za od do iz da je su si molim molim_te taj ta to te tog neka nek |
    el: και ή το τα τη την της του των στο στη στην στον στα στους για από με να ένα μια αυτό αυτή αυτά παρακαλώ πλς μου μας |
    he: את של על עם גם זה זאת הזה הזאת אני אתה לי לו לנו בבקשה פליז תודה |
    fa: و یا از به با در برای که این اون آن رو را هم لطفا لطفاً مرسی یه یک |
    bg: и или на в във с със за от до че да е са този тази това тези моля ми му ни |
    ms: atau dari ke dalam pada untuk dengan yang ini itu ni tu je lah tolong sila aku saya kau awak kita kami dia nak pun |
    ja-Latn: wa ni shite shitai shitain kudasai onegai onegaishimasu tte kono desu masu mou hoshii hoshiin oite okite shitoite shitoke kure kurenai dake chotto |
    ru-Latn: so iz ot ili chto eto etot eti etogo etu dlya pozhaluysta pozhalujsta pzh zhe ego ikh chtoby chtob nado mne |
    uk-Latn: abo shcho tse tsei tsia tsi tsiu dlia bud_laska meni yomu yii |
    zh-Latn: zai gei ma qing zhe zhege nage yige yi_ge ge tiao bang_wo bangwo |
    el-Latn: ta tis stin sto stous ena mia apo gia ayto afto auti ayti afti parakalw parakalo thelw thelo |
    ar-Latn: el da di elli illi ely fel fil 3ala 3al mn law lw ya momken mumkin 3ayez 3ayza 3awez bidi biddi abgha abi 3shan |
    vi: bay_gio hien_gio vay nhe gium | ar: خلي خل وش لازم | hi: abhi kiya raha rahi | th: มา |
    pt: o os as um uma uns umas do da dos das na nos nas em e ou que por para pra sem este esta esse essa isso isto ele ela se me te lhe seu sua seus suas por_favor pelo pelos pela pelas ao aos num numa não tá |
    de: der die das den dem des ein eine einen einem einer und oder im in am an auf zu zum zur von vom mit für fur bitte mal doch ist sind es er sie ihn ihm den bei aus soll sollen sollte sollten kann können kannst darf dürfen werden würde würden wurde wurden haben habe hab wir ihr sich |
    fr: le la les l un une des du de d au aux et ou en dans sur pour par avec sans ce cet cette ces se s qu que qui est sont il elle lui leur leurs sa ses s'il stp svp doit doivent devrait devraient faut faudrait pouvoir peut peuvent puisse puissent ne vers quoi je j tu nous vous être quelqu quelque quelques données donnees échange échanges echange echanges |
    it: il lo la i gli le un una uno di del della dei delle da dal in nel nella su sul con e o che questo questa quello quella si ti ci per_favore |
    pl: w we na z ze do od i lub o że to ta te tego tej dla po przez proszę się są |
    ru: в во на с со к по из от и или о об что это этот эта эти для пожалуйста же ли |
    tr: ve veya ile için bir bu şu o da de mu mü lütfen | ja: の を に は が で と へ から まで も や して ください ね よ です ます この その あの |
    ko: 을 를 이 가 은 는 에 에서 의 와 과 좀 | zh: 的 了 在 把 给 和 与 吗 呢 请 这 那 个 条 |
    nl: het een van te voor aan bij uit naar dit deze die dat er en mij me je eens graag alsjeblieft aub ajb laat alstublieft |
    id: di ke dari yang atau ini itu untuk dengan saja sudah tolong dong ya karena pada akan bisa apa aja deh nih tuh si |
    vi: cam_on ban_oi trong cua nay do va hoac cho cac nhung mot la o vao voi tu hay giup toi minh di nhe ban_hay ban_co_the giup_toi lam_on khoi bạn đã để về sự vẫn ấy |
    uk: в у на з із зі до від і й або про що це цей ця ці цього цю для будь_ласка за мені |
    sv: de den det en ett på av för med från och eller är här jag kan du vill snälla så |
    cs: v ve na z ze do od nebo o že tu tuto tento tohoto této toto po přes prosím se s k ať mít má mají |
    zh-Hant: 這 那 個 則 條 請 把 幫 嗎 呢 吧 一下 |
    ar: ب في من على الى عن هذا هذه ذلك تلك او مع لمده بسبب الخاص الخاصه هل لو ما هي هو انا لي ال |
    hi: एक ek kar_do kar_dena kar_dijiye कर_दो में का की के को से पर और या यह इस ये वह है हैं करो करें कीजिए करना कर दीजिए वाला वाले वाली लिए ko ke ki ka me mein se par aur ya yeh ye hai hain karo kar kardo karna karein kijiye dena dijiye wala wale wali liye bhai yaar |
    th: ที่ ใน ของ นี้ นั้น และ หรือ กับ ไป จาก ด้วย หน่อย ครับ ค่ะ คะ บ้าง ไว้ ได้ ให้ คน ช่วย ผู้ดูแล ดูแล ตอนนี้ เลย |
    fil: naka ang ng sa si ni mga na ito iyan yan yung para kay at o ay ko mo niya po naman nga dahil paki pakiusap`,
  delete: `es: borra* borrar elimina* quita* suprim* |
    da: slet slette sletter slettet slettede sletning fjern fjerne fjernet |
    nb: slett slette sletter slettet sletting fjern fjerne fjernet |
    fi: poista* poiste* poisto* |
    hu: töröl* törl* töröld |
    ro: șterg* șters* ștergeți |
    sk: zmaž zmaz* vymaž vymaz* odstráň odstran* zmazať |
    hr: obriši obris* izbriši izbris* briši brisi briše brise |
    el: διάγραψε διαγράψτε διαγραφ* διαγράψ* σβήσε σβήστε σβησ* |
    he: מחק מחקו תמחק תמחקו תמחוק למחוק מחיקה נמחק ימחק |
    fa: پاک پاکش پاکشون پاکش_کن حذف* پاک_کن |
    bg: изтрий изтри* трий трие* премахни |
    ms: padam* buang hapuskan |
    ja: まとめて削除 まとめて消 |
    ja-Latn: sakujo sakujyo keshi* kesu shoukyo kesare* |
    ru-Latn: udali* udalit* udalya* snesi* |
    uk-Latn: vydaly* vydali* vydalyty vydalit* |
    zh-Latn: shanchu shan_chu shandiao shan_diao shanle shan_le |
    el-Latn: diagrap* diagraf* svise svisto sviste |
    ar-Latn: e7zef i7zef ehzef imsa7 emsa7 ms7 7azf |
    ja: けして けす けしといて けしてほしい さくじょ |
    ko: 지웠 지운 |
    vi: xoa_het |
    fil: linis* | vi: don_sach |
    pt: apaga* apagar exclui excluir exclua remova remover removeu deleta deletar |
    de: lösch* losch* entfern* wegmach* gelöscht* geloscht* entsorg* verschwinden verschwindet |
    fr: supprim* efface* retire retirez supprimé supprimée supprimés disparaître disparaitre disparaisse |
    it: cancella cancellare cancellalo elimina eliminare rimuovi rimuovere cancellali cancellato cancellati cancellate |
    pl: usuń usun usuwa* skasuj* wykasuj* usunął usunal usunęła usunela usunięt* usuniet* skasował* skasowal* |
    pl: usunąć usunac usunięcie usuniecie |
    ru: удали* удалить удаля* стер* снеси* снести | tr: sil silin silme* kaldır* sils* silebilir* silinsin silsene siler sildir* |
    ja: 削除 消して 消す 消去 消し いらない 要らない | ko: 삭제 지워 지우 없애 | zh: 删除 删掉 移除 删 清空 撤销 |
    nl: verwijder* wis wissen | id: hapus* menghapus | vi: xoa | uk: видали* видалити вилучи* |
    sv: ta_bort radera* tabort | cs: smaž smaz* smazat odstraň* odstran* vymaž vymaz* | zh-Hant: 刪除 刪掉 移除 刪 清空 |
    ar: احذف* حذف* امسح* مسح | hi: डिलीट मिटा* हटा* delete hatao hata mitao mita | th: ลบ |
    fil: burahin bura* binura tanggalin`,
  message: `es: mensaj* msj | pt: mensag* msg |
    da: besked* meddelelse* |
    nb: melding* beskjed* |
    fi: viest* |
    hu: üzenet* |
    ro: mesaj* |
    sk: správa správu správy správ správami správach sprava spravu spravy spravami |
    hr: poruk* |
    el: μήνυμα μηνύματα μηνυμάτων μηνύματος |
    he: הודעה הודעות הודעת |
    fa: پیام* مسیج* |
    bg: съобщени* |
    ms: mesej* pesanan |
    ja-Latn: messeeji messeji toukou touko hatsugen kakikomi |
    ru-Latn: soobshcheni* soobshchen* soobsheni* soobshch* |
    uk-Latn: povidomlen* |
    zh-Latn: xiaoxi xinxi liuyan |
    el-Latn: minima minimata mhnyma |
    ar-Latn: resala resayel rasayel risala rsala resalat |
    de: nachricht* chatnachricht* botnachricht* nachrichtenverlauf willkommensnachricht* folgenachricht* regelnachricht* systemnachricht* ankündigungsnachricht* ankundigungsnachricht* begrüßungsnachricht* begrussungsnachricht* spamnachricht* |
    fr: message* msg | it: messagg* | pl: wiadomo* wiadomosc wiadomość wiadomości | ru: сообщен* | tr: mesaj* ileti* |
    ja: メッセージ 投稿 発言 | ko: 메시지 메세지 | zh: 消息 讯息 |
    nl: bericht* | id: pesan* | vi: tin_nhan | uk: повідомлен* | sv: meddelande* | cs: zpráv* zprav* | zh-Hant: 訊息 消息 |
    ar: رساله رسائل رسالتي | hi: मैसेज* संदेश* message messages | th: ข้อความ แมสเสจ | fil: mensahe* mensaheng`,
  channel: `es: canal canales | pt: canal canais |
    da: kanal* kanaler kanalen |
    nb: kanal* kanalen |
    fi: kanav* |
    hu: csatorn* |
    ro: canal* canalul canale |
    sk: kanál* kanal* |
    hr: kanal* |
    el: κανάλι κανάλια καναλι* καναλ* |
    he: ערוץ ערוצים ערוצ* צאנל |
    fa: کانال* |
    bg: канал* |
    ms: saluran |
    ja-Latn: channeru chaneru |
    zh-Latn: pindao |
    el-Latn: kanali kanalia |
    ja: 部屋 |
    de: kanal kanäle kanale kanals sprachkanal* textkanal* willkommenskanal* regelkanal* ankündigungskanal* ankundigungskanal* bühnenkanal* buhnenkanal* kanalberechtigung* kanalrecht* kanalname* kanalliste* kanalinfo* kanaleinstellung* voicekanal* newskanal* logkanal* logskanal* modkanal* modlogkanal* staffkanal* supportkanal* hilfekanal* eventkanal* chatkanal* teamkanal* memekanal* memeskanal* adminkanal* botkanal* kanalthema* kanalbeschreibung* kanalübersicht* kanalubersicht* kanallimit* |
    fr: salon* canal canaux chaîne* salons | it: canal* | pl: kanał* kanal* kanału kanale | ru: канал* | tr: kanal* |
    ja: チャンネル チャネル | ko: 채널 채팅방 | zh: 频道 |
    th: ช่องเสียง ช่อง แชนแนล ห้อง | nl: kanaal* kanalen | id: saluran | vi: kenh | uk: канал* | sv: kanal* |
    cs: kanál* | zh-Hant: 頻道 | ar: قناه قنوات روم رومات | hi: चैनल* | fil: kanal`,
  role: `es: rol roles | pt: cargo* funç* |
    da: rolle rollen roller rollerne |
    nb: rolle rollen roller rollene |
    fi: rool* |
    hu: rangot rangja rangját rangok rangokat rangjai rangjait szerepkör* |
    ro: rolul roluri rolurile rolului |
    sk: rola rolu roly rolí rolou |
    hr: uloga ulogu uloge ulog* rolu |
    el: ρόλο ρόλος ρόλου ρόλοι ρόλους ρολ* |
    he: תפקיד* רול רולים |
    fa: نقش* رول* |
    bg: роля ролята роли ролите |
    ms: peranan |
    ja-Latn: rooru yakushoku |
    ru-Latn: roli rolyu |
    uk-Latn: roliu |
    zh-Latn: jiaose shenfenzu |
    el-Latn: rolo rolos |
    ar-Latn: rotba rutba |
    fr: grade grades |
    es: rango rangos |
    ja: ろーる |
    de: rolle rollen rollenberechtigung* rollenfarbe* rollenliste* rollenname* rollenreihenfolge* rollenhierarchie* rollenrecht* modrolle* moderatorrolle* moderatorenrolle* adminrolle* mitgliedsrolle* mitgliederrolle* gastrolle* botrolle* helferrolle* eventrolle* supporterrolle* farbrolle* pingrolle* teamrolle* rollenvergabe* rollenzuweisung* rollenbeschreibung* rollenicon* rollensymbol* rollenposition* |
    fr: rôle* roles | it: ruol* | pl: rola rolę role roli rolami rol | ru: рол* |
    tr: rol rolü rolu rolün rolun rolleri roller rolunu rolünü rolüne rolde rolden rollerini rolleriyle rolle rolünden rolüyle |
    ja: ロール 役職 | ko: 역할 | zh: 身份组 角色 身分组 身份 |
    vi: cap_vai_tro vai_tro go_vai_tro | nl: rol rollen | id: peran | uk: рол* |
    sv: en_roll ny_roll roll_som roll_med rollen roller rollerna | cs: roli rolí | zh-Hant: 身分組 身份組 角色 |
    ar: رتبه رتب رول رولات | hi: रोल* भूमिका | th: ยศ โรล บทบาท เอายศ ให้ยศ | fil: tungkulin`,
  member: `es: miembro* | pt: membro* |
    da: medlem* |
    nb: medlem* |
    fi: jäsen* |
    hu: tagok tagot tagokat tagjai tagja tagjait |
    ro: membr* |
    sk: člen* clen* |
    hr: clanovi clanove clanova clanovima člana članu članovi članove članova članovima |
    el: μέλος μέλη μελών |
    he: חבר* חברים |
    fa: عضو* اعضا* |
    bg: член* |
    ms: ahli |
    ja-Latn: menbaa |
    ru-Latn: uchastnik* |
    zh-Latn: chengyuan |
    el-Latn: melos meli |
    vi: nguoi_moi thanh_vien_moi mem_moi | zh-Hant: 幾個人 新人 | th: คนใหม่ |
    de: mitglied* mitgliederliste* mitgliederzahl* mitgliederanzahl* mitgliederinfo* threadmitglied* servermitglied* mitgliedschaft* |
    fr: membre* membres | it: membr* | pl: członk* czlonk* członków czlonkow członkowie | ru: участник* |
    tr: üye* uye* | ja: メンバー | ko: 멤버 회원 | zh: 成员 会员 |
    nl: lid leden | id: anggota | vi: thanh_vien | uk: учасник* | sv: medlem* | cs: člen* | zh-Hant: 成員 會員 |
    ar: عضو اعضاء | hi: सदस्य मेंबर* member members | th: สมาชิก | fil: miyembro*`,
  user: `es: usuario* | pt: usuário* usuario* | de: nutzer* benutzer* user benutzername* nutzername* |
    da: bruger* |
    nb: bruker* |
    fi: käyttäj* |
    hu: felhasználó* |
    ro: utilizator* |
    sk: používateľ* pouzivatel* užívateľ* uzivatel* |
    hr: korisnik* |
    el: χρήστη* χρήστες |
    he: משתמש* |
    fa: کاربر* |
    bg: потребител* юзър* |
    ms: pengguna |
    ja-Latn: yuuzaa yuuza |
    ru-Latn: polzovatel* yuzer* |
    uk-Latn: korystuvach* |
    zh-Latn: yonghu |
    el-Latn: xristis xristi |
    fr: utilisateur* utilisatrice* | it: utent* | pl: użytkownik* uzytkownik* użytkownika uzytkownika |
    ru: пользовател* юзер* | tr: kullanıcı* kullanici* | ja: ユーザー ユーザ | ko: 사용자 유저 | zh: 用户 |
    nl: gebruiker* | id: pengguna | vi: nguoi_dung | uk: користувач* | sv: användare* | cs: uživatel* |
    zh-Hant: 使用者 用戶 | ar: مستخدم* يوزر | hi: यूजर* उपयोगकर्ता | th: ผู้ใช้ ยูสเซอร์ | fil: gumagamit`,
  ban: `es: banea* banear ban | pt: bane banir banido banida bana banar banei |
    da: bannet bannede banne bannes udeluk* |
    nb: bannet banne bannes utesteng* |
    fi: bannaa bannasi bannattu bannata bannit bännit porttikielto* |
    hu: bannol* kitilt* |
    ro: banează baneaza banat banezi banati banați |
    sk: zaban* |
    hr: banaj banao banati banala banuj |
    el: μπάνισε μπαν μπανάρε μπαναρ* αποκλεισ* |
    he: באן תבאן |
    fa: بن |
    bg: бан банни банна банне банвай банвайте баннат |
    ja: まとめてBAN まとめてバン |
    ja-Latn: dekin shutsukin eikyuu_tsuihou |
    ru-Latn: zaban* banit |
    uk-Latn: zabany* zabanyty |
    zh-Latn: fengjin fenghao fengle feng_le fengsha |
    ja: ばんして ばんしといて ばんする |
    es: baneo baneada |
    pt: baniu banidos banidas banimento |
    ar: محظور* |
    ja: 出禁 出入り禁止 |
    de: banne bann bannen gebannt sperr* banngrund gebannte gebannten gebannter bannst bannt aussperr* gesperrt* bangrund |
    fr: bannis* bannir bannir banni* ban bannie bannies | it: banna* bann* |
    pl: zbanuj* banuj* zbanow* ban bana banem zbanowan* zbanował* zbanowal* |
    ru: забань* забан* бан банить бань забанить | tr: banla* yasakla* | ja: BAN バン 永久追放 | ko: 밴 차단 |
    zh: 封禁 拉黑 封号 封了 封掉 |
    nl: ban bannen verban* | id: ban banned | vi: cam | uk: забань* заблокуй* бан | sv: banna* bannlys* |
    cs: zabanuj* zabanovat zabanovan* | zh-Hant: 封禁 封鎖 停權 | ar: احظر* حظر باند بان بند | hi: बैन ban | th: แบน`,
  unban: `es: desbanea* quita_el_ban | pt: desbane* desbanir desbana desbanar |
    da: unbanne unban_ham |
    nb: unbanne fjern_utestengingen |
    fi: unbannaa poista_banni |
    hu: unbannol* feloldd_a_bant |
    ro: debanează debaneaza scoate-i_banul scoatei_banul |
    sk: odbanuj odban* |
    hr: odbanaj unbanaj |
    el: ξεμπάνισε ξεμπαν* |
    he: תוריד_את_הבאן |
    fa: آنبن |
    bg: разбанни разбан* |
    ms: unban_dia |
    es: levantale_el_ban levanta_el_ban levantá_el_ban levantar_el_ban sacale_el_ban sácale_el_ban saca_el_ban sacá_el_ban quitale_el_ban quitá_el_ban |
    es: levanta_el_baneo quita_el_baneo quítale_el_ban desbaneo |
    pt: tira_o_ban tirar_o_ban remove_o_ban |
    de: entbann* entsperr* entbannen entsperre entsperren | fr: débannis* debannis* débanni* debanni* | it: sbanna* |
    pl: odbanuj* odbanow* | ru: разбань* разбан* сними_бан сними_блокировку |
    tr: banı_kaldır banını_kaldır yasağını_kaldır yasağı_kaldır banını_aç | ja: BAN解除 banを解除 banを解い バンを解除 |
    ko: 차단_해제 밴_해제 차단해제 밴해제 | zh: 解封 解除封禁 撤销封禁 取消封禁 解封了 解封吧 |
    uk: розбань* розблокуй* зніми_бан | nl: unban unbannen opheffen hef_op ban_opheffen | id: unban cabut_ban buka_ban buka_blokir | vi: go_cam bo_cam go_lenh_cam huy_lenh_cam bo_lenh_cam | sv: avbanna* häv hava |
    cs: odbanuj* unbanuj* zruš_ban zrus_ban | zh-Hant: 解除封禁 解封 解除封鎖 | ar: فك_الحظر الغ_الحظر ارفع_الحظر الغاء_الحظر رفع_الحظر | hi: अनबैन unban बैन_हटा* ban_hatao ban_hata |
    th: ปลดแบน ยกเลิกแบน | fil: alisin_ang_ban`,
  bans: `es: baneos | pt: banimentos | de: bannliste sperrliste | fr: bannissements | it: bannati |
    pl: bany banów banow | ru: баны банлист* | tr: banlar banları ban_listesi yasaklılar yasaklananlar | ja: BANリスト |
    ko: 차단_목록 | zh: 封禁列表 |
    th: โดนแบน ถูกแบน รายชื่อคนที่โดนแบน | vi: bi_cam danh_sach_cam | nl: banlijst | id: daftar_ban |
    uk: бани банлист* | sv: bannade | cs: banlist* | zh-Hant: 封禁名單 封鎖名單 | ar: المحظورين محظورين قائمه_الحظر |
    hi: बैन_लिस्ट | fil: naka_ban`,
  kick: `es: expulsa* echa* kickea* | pt: expuls* kicka* kika kikar |
    da: smid_ud smidt_ud sparke sparket kicke kicket |
    nb: kast_ut kastet_ut sparke sparket kicke kicket ryke ryk_ut |
    fi: potki* kickaa kikkaa |
    hu: kirúg* kidob* kickeld |
    ro: dă_afară da_afara dai_afara kickuie* |
    sk: vyhoď vyhod* kickni |
    hr: izbaci izbac* kickaj |
    el: διώξε διώξτε διωξ* |
    he: תעיף תעיפו להעיף העיף |
    fa: کیک بیرون_کن بره_بیرون بندازش_بیرون |
    bg: изгони изгон* кикни |
    ms: tendang* halau |
    ja: まとめてキック |
    ja-Latn: kikku tsuihou tsuiho oidashi* |
    ru-Latn: kikni kiknut vygoni* vygnat vygnal |
    uk-Latn: vyhna* vyzheny vyzhenv* |
    zh-Latn: tichu ti_chuqu tichuqu |
    el-Latn: petakse petaxe dioxe |
    ar-Latn: etrod otrod ettrod |
    de: rausflieg* fliegt_raus fliegen_raus |
    de: kick* rauswerf* wirf schmeiss* schmeiß* rausschmeiss* rausschmeiß* rauswurf kicken |
    fr: expuls* vire* kick* dégage* degage* éjecte* ejecte* | it: espell* caccia* kicka* |
    pl: wyrzuć* wyrzuc* wykop* kicknij* | ru: кикни* кикн* выгони* выгнать кикай кикать |
    tr: atın kickle* sunucudan_at kanaldan_at kov kovun kovar dışarı_at | ja: キック 追放 追い出 | ko: 추방 킥 내보내 강퇴 | zh: 踢出 踢 |
    nl: kick* gooi schop* | id: tendang* keluarkan kick | vi: duoi kick | uk: вижени* виганя* кікни* кікай |
    sv: sparka* kicka* | cs: vyhoď vyhod* vykopni* kickni* | zh-Hant: 踢出 踢 | ar: اطرد* طرد كيك |
    hi: किक निकाल* kick nikalo nikal | th: เตะ คิก | fil: paalisin palayasin sipain`,
  create: `es: crea crear créalo créame haz hacer arma armar armame genera generar | pt: cria* criar faz fazer |
    da: opret* lav lave laver |
    nb: opprett* lage |
    fi: luo luod* tehdä |
    hu: hozz_létre létrehoz* csinálj csinalj |
    ro: creează creeaza crează creaza creați faceți fă |
    sk: vytvor* sprav_mi |
    hr: napravi* stvori* kreiraj |
    el: φτιάξε φτιάξτε δημιούργησε δημιουργήστε |
    he: צור תיצור תפתח לפתוח תעשה |
    fa: بساز بسازید درست_کن |
    bg: създай създайте направи направете |
    ms: cipta* buat buatkan wujudkan |
    ja-Latn: tsukutte tsukuru sakusei tsukuri |
    ru-Latn: sozdai* sozdat* |
    uk-Latn: stvory* |
    zh-Latn: chuangjian |
    el-Latn: ftiakse ftiakxe dimiourgise |
    ar-Latn: a3mel e3mel 3mel |
    ja: つくって つくる つくり さくせい |
    pt: gera gerar |
    fr: génère genere générer generer fais_moi crée_moi cree_moi génère_moi genere_moi prépare_moi prepare_moi |
    de: leg lege legt legen richte |
    de: erstell* mach mache machen anleg* erzeug* einricht* anlegen | fr: crée créez créer fais faire créons |
    it: crea creare crealo fai | pl: utwórz* utworz* stwórz* stworz* zrób* zrob* |
    ru: создай* создать сделай* созда* сдела* заведи* запили* |
    tr: oluştur* olustur* yap yapın kur kurun kursun oluşsun aç açın açar yapar yapsana | ja: 作成 作って 作る 新しい 新規 作り 立てて 発行 欲しい ほしい | ko: 만들어 생성 새 |
    zh: 创建 建立 新建 新的 建一个 开一个 开个 建个 搞个 弄个 做个 做一个 |
    nl: maak* aanmaken creëer* | id: buat* bikin* membuat | vi: tao | uk: створи* створити | sv: skapa* |
    cs: vytvoř vytvor* udělej udelej* založ zaloz* | zh-Hant: 建立 創建 新建 開一個 | ar: انشئ* انشاء اصنع سوي اعمل |
    hi: बना* banao bana banado | th: สร้าง | fil: gumawa gawa gawin lumikha likhain`,
  list: `es: lista* listar | pt: lista* listar |
    da: liste listen |
    nb: liste lista listen |
    fi: lista* listaa |
    hu: lista* listázd listazd |
    ro: lista listează listeaza |
    sk: zoznam* vypíš vypis |
    hr: popis* izlistaj |
    el: λίστα λίστες |
    he: רשימה רשימת |
    fa: لیست* |
    bg: списък* списъка |
    ms: senarai* |
    ja-Latn: ichiran |
    ru-Latn: spisok |
    zh-Latn: liebiao |
    ja: いちらん |
    fr: liste_moi |
    de: liste auflist* rollenliste* kanalliste* mitgliederliste* eventliste* emojiliste* stickerliste* serverliste* befehlsliste* |
    fr: liste* lister listes | it: elenc* lista* | pl: lista* listę liste listy | ru: список* перечисли* |
    tr: liste* listele* | ja: 一覧 リスト | ko: 목록 리스트 | zh: 列表 列出 |
    nl: lijst* | id: daftar* | vi: liet_ke danh_sach | uk: список* | sv: lista* | cs: seznam* vypiš vypis* |
    zh-Hant: 列出 列表 清單 名單 | ar: قائمه | hi: सूची लिस्ट* list | th: รายการ รายชื่อ | fil: listahan* ilista`,
  show: `es: muestra* mostrar ver enseña* | pt: mostra* mostrar ver | de: zeig* anzeig* | fr: montre* affiche* voir |
    da: vis viser |
    nb: vis viser |
    fi: näytä näyttää |
    hu: mutasd mutass mutat* |
    ro: arată arata arătați |
    sk: ukáž ukaz* zobraz* |
    hr: pokaži pokazi prikaži prikazi |
    el: δείξε δείξτε |
    he: תראה הראה |
    fa: نشون نشان |
    bg: покажи покажете |
    ms: tunjuk* papar* |
    ja-Latn: misete |
    ru-Latn: pokazhi* |
    uk-Latn: pokazhy* |
    el-Latn: deikse |
    ja: みせて ひょうじ |
    fr: montre_moi affiche_moi sors_moi dis_moi |
    de: angezeigt |
    it: mostra* vedere fammi_vedere | pl: pokaż* pokaz* | ru: покажи* показать глянь* посмотри* покаж* |
    tr: göster* goster* gösterir göstersene görüntüle* goruntule* | ja: 見せて 表示 見たい 確認 | ko: 보여 확인 | zh: 显示 查看 看看 |
    nl: toon* zien weergeven | id: tampilkan* lihat perlihatkan tunjukkan* tampilin | vi: hien_thi xem | uk: покажи* |
    sv: visa* | cs: ukaž ukaz* zobraz* | zh-Hant: 顯示 查看 看看 | ar: اعرض* عرض ورني اظهر |
    hi: दिखा* dikhao dikha dikhado batao | th: แสดง ดู โชว์ | fil: ipakita pakita* tingnan makita`,
  all: `es: todos todas todo toda | pt: todos todas todo toda | de: alle allen alles | fr: tous toutes tout toute |
    vi: xoa_het |
    vi: moi_nguoi |
    it: tutti tutte tutto | pl: wszystkie wszystkich | ru: все всех весь всю всем | tr: tüm tum bütün butun hepsi hepsini |
    ja: すべて 全て 全部 | ko: 모든 전부 | zh: 所有 全部 |
    nl: alle alles allemaal | id: semua seluruh | vi: tat_ca | uk: всі усі все | sv: alla allt |
    cs: všechny všechno všech vse | zh-Hant: 所有 全部 | ar: كل جميع | hi: सभी सारे सब saare sare sab sabhi | th: ทั้งหมด |
    fil: lahat`,
  my: `es: mi mis | pt: meu meus minha minhas | de: mein meine meinen meiner | fr: mon ma mes | it: mio mia miei mie |
    pl: mój moj moje moja | ru: мой мои моё мое моя | tr: benim | ja: 私の 自分の | ko: 내 나의 | zh: 我的`,
  send: `es: envía* envia* enviar manda* mandar escribe* publica* postea* escribir escriban escriba |
    da: send sende sendt skriv |
    nb: send sende sendt skriv |
    fi: lähetä lähettä* kirjoit* |
    hu: küldj küld* írj |
    ro: trimite trimit* scrie |
    sk: pošli posli napíš napis |
    hr: pošalji posalji napiši napisi |
    el: στείλε στείλτε γράψε |
    he: שלח תשלח תכתוב |
    fa: بفرست بفرستید |
    bg: прати прат* изпрати* пиши |
    ms: hantar* |
    ja-Latn: okutte kaite |
    ru-Latn: otprav* napishi pisat |
    zh-Latn: fasong |
    el-Latn: steile grafoun grapse |
    uk-Latn: napyshy pysaty |
    ar-Latn: yeb3at teb3at eb3at ab3at tekteb yekteb ekteb |
    ja: おくって おくる そうしん |
    hi: likh likhe likhna likh_sake | ar: يكتب* |
    fr: écrire ecrire postée postés envoie_moi écris_moi ecris_moi |
    de: gepostet postet |
    pt: envia* enviar manda* mandar escreve* posta postar | de: schick* send* schreib* poste posten postest |
    fr: envoie envoyez envoyer écris* ecris* poste postez | it: invia* manda* scrivi* |
    pl: wyślij* wyslij* napisz* wysłać wyslac | ru: отправ* напиши* пошли* скинь* отпиши* | tr: gönder* gonder* yaz* |
    ja: 送って 送信 送る 投稿して 書いて | ko: 보내 전송 | zh: 发送 发 发一条 |
    nl: stuur* verstuur* verzend* schrijven | id: kirim* mengirim | vi: gui nhan_tin | uk: надішли* надіслати відправ* писати | sv: skicka* skriva |
    cs: pošli posli* odešli odesli* psát psat | zh-Hant: 發送 傳送 發 | ar: ارسل* ابعث* ارسال الكتابه كتابه يكتب | hi: भेज* bhejo bhej लिखने likhne | th: ส่ง พิมพ์ |
    fil: ipadala magpadala* padalhan magsulat`,
  pin: `es: fija* fijar ancla* pinea* | pt: fixa* fixar pina pinar | de: pinn* anpinn* anheft* hefte heft anheften |
    da: fastgør fastgør* pin_den |
    nb: festet fest_den |
    fi: kiinnit* |
    hu: pinbe kitűz* |
    ro: fixează fixeaza pinuiește pinuieste |
    sk: pripni pripnut* |
    hr: prikvači prikvaci pinaj |
    el: καρφίτσωσε καρφιτσ* |
    he: תצמיד הצמד מוצמד* נעץ |
    fa: پین |
    bg: закачи закач* пинни |
    ms: pinkan sematkan semat* |
    ja-Latn: pin_dome pindome |
    ru-Latn: zakrepi* |
    uk-Latn: zakripy* |
    zh-Latn: zhiding |
    el-Latn: karfitsose |
    ja: ぴんどめ ぴんとめ |
    fr: épingle* epingle* épinglez | it: fissa* appunta* | pl: przypnij* przypi* przypiąć przypiac |
    ru: закрепи* закреп* запинь* запин* | tr: sabitle* | ja: ピン留め ピン 固定 | ko: 고정 | zh: 置顶 固定 |
    nl: vast vastzetten vastpinnen pin pinnen | id: sematkan* semat pin | vi: ghim | uk: закріпи* закріп* |
    sv: fäst_det fäst_meddelandet fäst_detta fästa | cs: připni* připnout | zh-Hant: 釘選 置頂 | ar: ثبت تثبيت |
    hi: पिन pin | th: ปักหมุด`,
  unpin: `es: desfija* desancla* despinea* | pt: desfixa* desafixa* despina | de: lospinn* entpinn* abpinn* löspinn* |
    fr: désépingle* desepingle* désépingler | it: sblocca* | pl: odepnij* odpiąć odpiac |
    ru: открепи* откреп* распинь* | tr: sabitlemeyi_kaldır sabitlemesini_kaldır |
    ja: ピン留めを外 ピン留め解除 ピンを外 ピンを解除 ピン留めを解除 固定を外 固定を解除 | ko: 고정_해제 고정해제 | zh: 取消置顶 |
    nl: losmaken maak_los | id: lepas_sematan batalkan_sematan | vi: bo_ghim go_ghim | uk: відкріпи* | sv: lossa* |
    cs: odepni* odepnout | zh-Hant: 取消釘選 取消置頂 | ar: الغ_التثبيت الغاء_التثبيت فك_التثبيت الغ_تثبيت الغاء_تثبيت فك_تثبيت | hi: अनपिन unpin |
    th: เลิกปักหมุด ยกเลิกปักหมุด`,
  pinned: `es: fijados fijado | pt: fixadas fixados | de: angepinnt* gepinnt* angeheftet* angeheftete* |
    nl: gepinde gepind gepinned gepinnede vastgepind* |
    it: fissate fissato fissata |
    fr: épinglés epingles épinglées epinglees | it: fissati | pl: przypięte przypiete przypiętych przypietych |
    ru: закреплённые закрепленные | tr: sabitlenmiş sabitlenmis sabitlenen* | ja: ピン留めされ 固定され ピン留め中 | ko: 고정된 고정돼 |
    zh: 置顶的 被置顶 置顶了 |
    nl: vastgezette vastgezet vastgepinde | id: disematkan | vi: da_ghim duoc_ghim | uk: закріплені |
    sv: fästa_meddelanden | cs: připnuté pripnut* | zh-Hant: 已釘選 釘選的 被釘選 | ar: المثبته مثبته | th: ที่ปักหมุด ที่ปักหมุดไว้ ปักหมุดไว้ | fil: naka_pin`,
  rename: `es: renombra* | pt: renomei* renomear | de: umbenenn* benenne_um benenn* nenn* | fr: renomme* renommer |
    da: omdøb* |
    nb: gi_nytt_navn endre_navn |
    fi: nimeä_uudelleen |
    hu: nevezd_át átnevez* |
    ro: redenumește redenumeste |
    sk: premenuj* |
    hr: preimenuj* |
    el: μετονόμασε |
    he: שנה_שם |
    fa: تغییر_نام |
    bg: преименувай* |
    ms: tukar_nama namakan_semula |
    de: umbenannt* |
    it: rinomina* | pl: zmień_nazwę zmien_nazwe przemianuj* | ru: переименуй* переимен* |
    tr: yeniden_adlandır* adını_değiştir adını_yap ismini_değiştir | ja: 名前を変更 名前を変えて 改名 | ko: 이름_변경 이름을_바꿔 |
    zh: 重命名 改名 |
    nl: hernoem* | id: ganti_nama ubah_nama | vi: doi_ten | uk: перейменуй* | sv: byt_namn döp_om | cs: přejmenuj* |
    zh-Hant: 重新命名 改名 | ar: غير_اسم غير_الاسم | hi: नाम_बदल* naam_badlo naam_badal | th: เปลี่ยนชื่อ |
    fil: palitan_ang_pangalan`,
  change: `es: cambia* modifica* edita* actualiza* corrige corregir |
    da: ændr* skift* |
    nb: endr* bytt* |
    fi: muuta muuttaa vaihda* |
    hu: változtasd módosít* modosit* állítsd |
    ro: schimbă schimba modifică modifica editează editeaza |
    sk: zmeň zmen* uprav* |
    hr: promijeni* izmijeni* uredi |
    el: άλλαξε αλλάξτε αλλαγή |
    he: שנה תשנה לשנות |
    fa: عوض* تغییر* |
    bg: смени* промени* редактирай |
    ms: tukar* ubah* |
    ja-Latn: kaete henkou |
    ru-Latn: izmeni* pomenyai |
    zh-Latn: xiugai genggai |
    el-Latn: allakse |
    ja: かえて へんこう |
    de: geändert* geandert* |
    pt: troca trocar |
    fr: changement* modifier modifié modifiée modifiés |
    pt: muda* mudar altera* modifica* edita* atualiza* | de: änder* ander* bearbeit* aktualisier* |
    fr: change changez modifie modifiez édite éditez mets_à_jour | it: cambia* modifica* aggiorna* |
    pl: zmień* zmien* edytuj* | ru: измени* поменяй* отредактируй* поменя* смени* измен* исправ* |
    tr: değiştir* degistir* düzenle* duzenle* güncelle* | ja: 変更 変えて 編集 更新 | ko: 변경 바꿔 수정 | zh: 修改 更改 编辑 更新 |
    nl: wijzig* verander* aanpassen pas_aan bewerk* | id: ubah* ganti* | vi: doi thay_doi sua chinh_sua |
    uk: зміни* змін* | sv: ändra* | cs: změň zmen* uprav* | zh-Hant: 修改 更改 編輯 更新 | ar: غير* عدل* تعديل |
    hi: बदल* badlo badal | th: เปลี่ยน แก้ไข แก้ เปลี่ยนชื่อเล่น | fil: palitan baguhin`,
  name: `es: nombre llamado llamada | pt: nome chamado chamada |
    da: navn navnet hedder |
    nb: navn navnet heter |
    fi: nimi nime* |
    hu: név nev nevű nevet |
    ro: nume numit* numele |
    sk: názv* nazv* názov nazov |
    hr: ime imena imenom naziv* |
    el: όνομα |
    he: שם בשם |
    fa: اسم* نام |
    bg: име името |
    ms: nama bernama |
    ja-Latn: namae |
    ru-Latn: nazvani* |
    zh-Latn: mingzi |
    de: name namen namens heißt benutzername* nutzername* kanalname* rollenname* servername* heißen heisse heißt_jetzt |
    fr: nom appelé appelée appele nommé nommée nomme appeler appelle appellent | it: nome chiamato chiamata |
    pl: nazwa nazwie nazwę nazwe nazwą nazywać nazywac nazywa* nazwij* | ru: назван* имя | tr: adı adında adlı isim isim* ismi* ismini adını |
    ja: 名前 という | ko: 이름 라는 | zh: 名为 名字 叫 |
    sv: som_heter namn* heter | nl: naam namens heet | id: nama bernama | vi: ten_la | uk: назв* |
    cs: název nazev* názvem jménem jméno | zh-Hant: 名稱 名字 叫做 叫 | ar: اسم باسم | hi: नाम naam | th: ชื่อ |
    fil: pangalan`,
  invite: `es: invitación invitacion invitaciones invita* | pt: convite* convida* |
    da: invitation* invitere invitationslink* |
    nb: invitasjon* invitere |
    fi: kutsu* kutsulink* |
    hu: meghív* |
    ro: invitați* invitatie invitatii invitații invitația |
    sk: pozvánk* pozvank* |
    hr: pozivnic* |
    el: πρόσκληση προσκλήσεις προσκλησ* |
    he: הזמנה הזמנות |
    fa: دعوت* |
    bg: покан* |
    ms: jemputan |
    ja-Latn: shoutai shotai shoutaijou |
    ru-Latn: priglash* invait* |
    uk-Latn: zaproshen* zaproshuval* |
    zh-Latn: yaoqing |
    el-Latn: prosklisi |
    ar-Latn: da3wa |
    vi: mời |
    uk: інвайт* |
    pl: inwajt* |
    de: einladung* einlad* einladungslink* einladungscode* invite invites | fr: invitation* invite* invitations |
    it: invit* | pl: zaproszen* zaprosz* zaproszenia | ru: приглашен* приглас* инвайт* | tr: davet* | ja: 招待 |
    ko: 초대 | zh: 邀请 |
    nl: uitnodiging* uitnodigen nodig_uit | id: undangan* undang* | vi: loi_moi link_moi moi_vao |
    uk: запрошен* запрос* | sv: inbjudan* inbjudning* bjud_in | cs: pozvánk* pozvi | zh-Hant: 邀請 | ar: دعوه دعوات |
    hi: इनवाइट* आमंत्रण निमंत्रण invite | th: เชิญ คำเชิญ | fil: imbitasyon* imbita* anyaya*`,
  link: `es: enlace* link | pt: link* | de: link* einladungslink* | fr: lien* liens | it: link |
    da: linket |
    nb: lenke* linken |
    fi: linkki* linkit* |
    hu: linkeket linket linkek |
    ro: linkul linkuri |
    sk: odkaz* |
    hr: poveznic* |
    el: σύνδεσμο* λινκ |
    he: קישור* לינק* |
    fa: لینک* |
    bg: линк* |
    ms: pautan |
    ja-Latn: rinku |
    ru-Latn: ssylk* ssylok |
    uk-Latn: posylan* |
    zh-Latn: lianjie |
    el-Latn: syndesmo sindesmo |
    pl: link* linku linki | ru: ссылк* | tr: bağlantı* baglanti* link* | ja: リンク | ko: 링크 | zh: 链接 |
    nl: link* | id: tautan | vi: link_moi | uk: посилан* | sv: länk* | cs: odkaz* | zh-Hant: 連結 | ar: رابط روابط لينك |
    hi: लिंक link | th: ลิงก์ ลิงค์ | fil: link`,
  event: `es: evento* | pt: evento* | de: event events veranstaltung* termin eventliste* eventdetails |
    da: begivenhed* |
    nb:  arrangementet arrangementer arrangementene |
    fi: tapahtum* |
    hu: esemény* |
    ro: eveniment* |
    sk: udalos* |
    hr: događaj* dogadaj* |
    el: εκδήλωση εκδηλώσεις εκδηλωσ* |
    he: אירוע* |
    fa: رویداد* ایونت* |
    bg: събити* ивент* |
    ms: acara* |
    ja-Latn: ibento |
    ru-Latn: sobyti* ivent* |
    uk-Latn: podii podiia |
    zh-Latn: huodong |
    el-Latn: ekdilosi ekdiloseis |
    fr: événement* evenement* évènement* événements evenements | it: evento eventi | pl: wydarzen* wydarzenia |
    ru: событи* ивент* мероприяти* эвент* | tr: etkinli* | ja: イベント | ko: 이벤트 | zh: 活动 |
    nl: evenement* event* | id: acara event | vi: su_kien | uk: поді* | sv: evenemang* händelse* | cs: událost* |
    zh-Hant: 活動 | ar: فعاليه فعاليات حدث احداث ايفنت | hi: इवेंट* कार्यक्रम event events |
    th: กิจกรรม อีเวนต์ อีเว้นท์ | fil: kaganapan`,
  scheduled: `es: programado* planeado* agendar programa | pt: agendado* programado* agendar | de: geplant* |
    fr: prévu* prevu* planifié* | it: programmat* previst* programma programmalo programmare | pl: zaplanowan* |
    ru: запланирован* запланируй* заплан* | tr: planlanmış* planlanan planla* | ja: 予定 | ko: 예정 일정 | zh: 计划 预定 |
    nl: gepland* ingepland* plannen | id: dijadwalkan terjadwal* jadwal* | vi: len_lich | uk: заплан* заплануй |
    sv: planerad* schemalagd* planera* | cs: naplánovan* naplánuj naplanuj | zh-Hant: 排定 預定 | ar: مجدول* المجدوله | hi: शेड्यूल* schedule |
    th: กำหนดไว้ กำหนดการ ตั้งเวลา | fil: iskedyul* naka_iskedyul`,
  rsvp: `es: inscrito* apuntado* | pt: inscrito* confirmad* | de: angemeldet* zugesagt* | fr: inscrit* |
    ru-Latn: zapisal* zapisat* |
    es: anotad* anotó anoto anotaron |
    de: anmeldung* anmelden |
    fr: inscription* inscrire inscrivez inscris |
    ja: 参加予定 興味あり 出席 | ko: 참석 | zh: 报名 感兴趣 |
    it: iscritt* | pl: zapisan* | ru: записал* | tr: katılan* katilan* ilgilenen*`,
  emoji: `es: emoji* emoticono* | pt: emoji* | de: emoji* | fr: émoji* emoji* | it: emoji | pl: emoj* |
    da: emojien emojis |
    nb: emojien |
    fi: emoji* hymiö* |
    hu: emojit emojik emojija |
    ro: emoji-ul emojiul |
    sk: emotikon* |
    hr: emotikon* |
    el: εμότζι |
    he: אימוג'י אימוגי |
    fa: ایموجی* |
    bg: емоджи* |
    ms: emoji |
    zh-Latn: biaoqing |
    ru: эмодзи смайл* эмоджи эмодж* смайлик* | tr: emoji* | ja: 絵文字 | ko: 이모지 이모티콘 | zh: 表情 |
    vi: bieu_tuong cam_xuc | nl: emoji* | id: emoji | uk: емодзі смайл* | sv: emoji* | cs: emoji smajlík* |
    zh-Hant: 表情符號 表情 | ar: ايموجي* | hi: इमोजी | th: อีโมจิ | fil: emoji`,
  sticker: `es: sticker* pegatina* | pt: figurinha* | de: sticker* stickerpack* stickerliste* |
    da: klistermærke* |
    nb: klistremerke* |
    fi: tarra* tarro* |
    hu: matric* |
    ro: stickerul |
    sk: nálepk* nalepk* |
    hr: naljepnic* |
    el: αυτοκόλλητο* αυτοκολλητ* |
    he: סטיקר* |
    fa: استیکر* |
    bg: стикер* |
    ms: pelekat |
    ja-Latn: sutanpu sutekkaa |
    zh-Latn: tiezhi |
    fr: autocollant* sticker* stickers | it: adesiv* | pl: naklejk* stickery sticker* | ru: стикер* |
    tr: çıkartma* sticker* | ja: スタンプ ステッカー | ko: 스티커 | zh: 贴纸 贴图 |
    nl: sticker* | id: stiker | vi: nhan_dan | uk: стікер* | sv: klistermärke* | cs: nálepk* | zh-Hant: 貼圖 貼紙 |
    ar: ملصق* ستيكر* | hi: स्टिकर | th: สติกเกอร์ | fil: sticker*`,
  thread: `es: hilo* | pt: tópico* topico* | de: thread* | fr: fil fils | it: thread discussione discussioni |
    da:  tråd tråden trådene |
    nb:  tråd tråden tråder trådene |
    fi: ketju* |
    hu: szál szálat szálban |
    ro: threadul |
    sk: vlákn* vlakn* |
    el: νήμα νήματα |
    he: שרשור* ת'רד |
    fa: ترد* رشته |
    bg: тред* нишк* |
    ms: bebenang |
    ja-Latn: sureddo |
    de: threadmitglied* forumthread* |
    pl: wątek wątk* watek watk* | ru: ветк* тред* треды | tr: konu* alt_başlı* thread* | ja: スレッド スレ | ko: 스레드 쓰레드 |
    zh: 子区 帖子 |
    nl: draad* | id: utas | vi: chuoi | uk: гілк* тред* | sv: tråd tråden trådar trådarna | cs: vlákn* | zh-Hant: 討論串 |
    ar: ثريد | hi: थ्रेड | th: เธรด | fil: thread`,
  webhook: `es: webhook* | pt: webhook* | de: webhook* | fr: webhook* | ru: вебхук* вебхуки | ja: ウェブフック |
    da: webhooken |
    nb: webhooken |
    fi: webhook* |
    hu: webhookot |
    ro: webhook-ul |
    sk: webhook* |
    hr: webhook* |
    el: webhook* |
    he: וובהוק* |
    fa: وبهوک* |
    bg: уебхук* вебхук* |
    ja-Latn: uebufukku |
    ko: 웹훅 웹후크 | zh: 网络钩子 | tr: webhook* | pl: webhook* | it: webhook webhooks |
    nl: webhook* | id: webhook | vi: webhook | uk: вебхук* | sv: webhook* | cs: webhook* | zh-Hant: 網路鉤子 | ar: ويب_هوك |
    hi: वेबहुक | th: เว็บฮุก | fil: webhook`,
  permission: `es: permiso* | pt: permiss* |
    da: tilladels* rettighed* |
    nb: tillatels* rettighet* |
    fi: oikeu* lupa luvat |
    hu: jogosultság* jogok jogot |
    ro: permisiun* permisiuni |
    sk: oprávnen* opravnen* práva prava |
    hr: dozvol* ovlast* |
    el: δικαιώματα δικαίωμα δικαιωματ* |
    he: הרשאה הרשאות |
    fa: دسترسی* مجوز* |
    bg: права* разрешени* |
    ms: kebenaran |
    ja-Latn: kengen |
    ru-Latn: prava |
    zh-Latn: quanxian |
    el-Latn: dikaiomata |
    de: berechtigung* recht rechte rechten rollenberechtigung* kanalberechtigung* befehlsberechtigung* befehlsrecht* kanalrecht* rollenrecht* berechtigungsüberschreibung* berechtigungsuberschreibung* sonderrecht* kategorieberechtigung* serverberechtigung* schreibrecht* leserecht* sprechrecht* |
    fr: permission* droit droits autorisation* | it: permess* | pl: uprawnien* uprawnienie |
    ru: прав права разрешени* права_доступа | tr: izin izinleri yetki* izni izinler* yetkisi | ja: 権限 | ko: 권한 |
    zh: 权限 |
    nl: rechten permissie* toestemming* | id: izin* hak_akses | vi: quyen | uk: дозвол* права |
    sv: behörighet* rättighet* | cs: oprávnění opravnen* práva | zh-Hant: 權限 | ar: صلاحي* اذونات |
    hi: अनुमति परमिशन* permission | th: สิทธิ์ | fil: pahintulot`,
  server: `es: servidor* | pt: servidor* |
    da: serveren serverens |
    nb: serveren |
    fi: palvelin* servu* serveri* |
    hu: szerver* |
    ro: serverul serverului |
    sk: server* |
    hr: server* |
    el: σέρβερ σερβερ* διακομιστ* |
    he: שרת* סרבר |
    fa: سرور* |
    bg: сървър* |
    ms: pelayan |
    ja-Latn: saabaa saaba |
    zh-Latn: fuwuqi |
    th: เซิร์ฟ | vi: moi_vao_server |
    de: server servers servern servereinstellung* servername* servericon* serverbild* serversymbol* serverliste* servervorlage* serverprofil* serverinfo* serverbanner* serverbefehl* serverregeln servermitglied* serverwidget* |
    fr: serveur* serveurs | it: server | pl: serwer* serwera serwerze | ru: сервер* сервак* серве | tr: sunucu* |
    ja: サーバー サーバ 鯖 | ko: 서버 | zh: 服务器 |
    nl: server servers | id: server | vi: may_chu | uk: сервер* | sv: servern servrar | cs: server* |
    zh-Hant: 伺服器 服務器 群組 | ar: سيرفر* خادم | hi: सर्वर | th: เซิร์ฟเวอร์ เซิฟเวอร์ เซิฟ | fil: server`,
  reaction: `es: reacci* reaccion* reaccionó reacciono | pt: reação reações reagiu | de: reaktion* reagiert* |
    da: reaktion* |
    nb: reaksjon* |
    fi: reaktio* |
    hu: reakció* reakcio* |
    ro:  reacții reactii reacție reactie reacțiile reactiile |
    sk: reakci* |
    hr: reakcij* |
    el: αντίδραση αντιδράσεις |
    he: ריאקשן* תגובה תגובות |
    fa: ری‌اکشن* واکنش* |
    bg: реакци* |
    ms: reaksi |
    ja-Latn: riakushon |
    ru-Latn: reaktsi* reakci* |
    fr: réaction* reaction* réagi* reagi* | it: reazion* reagito | pl: reakcj* zareagował* | ru: реакци* |
    tr: tepki* | ja: リアクション 反応 | ko: 반응 리액션 | zh: 反应 表情回应 |
    nl: reactie* | id: reaksi kasih_reaksi | vi: phan_ung tha_cam_xuc tha_tim | uk: реакці* | sv: reaktion* | cs: reakc* palec_nahoru | zh-Hant: 反應 表情回應 按讚 按個讚 |
    ar: تفاعل* رياكشن | hi: रिएक्शन रिएक्ट react_karo | th: รีแอค รีแอคชั่น กดรีแอค กดไลก์ | fil: reaksyon mag_react`,
  react: `es: reacciona | pt: reage | de: reagier* | fr: réagis reagis | it: reagisci | ru: поставь_реакцию |
    tr: tepki_ver | ja: リアクションして | ko: 반응해 | zh: 回应 | pl: zareaguj* reaguj*`,
  timeout: `es: silencia* aísla* aisla* castiga* castigo* mutea* aislamiento timeoutea* desmutea* |
    da: lydløs tavs_i |
    nb: demp* stilne |
    fi: hiljennä hiljenn* mykist* jäähy* |
    hu: némít* lenémít* némítsd |
    ro: amuțește amuteste |
    sk: stlm* umlč* umlc* |
    hr: utišaj utisaj ušutkaj usutkaj mutaj |
    el: σίγαση σιγασ* βουβάν* |
    he: השתק* השתיק* מיוט |
    fa: میوت سکوت |
    bg: заглуш* мютни мютнете |
    ms: senyap* bisukan |
    ja-Latn: taimuauto myuuto damarase* |
    ru-Latn: zamut* zamuti tajmaut taimaut |
    uk-Latn: zahlushy* |
    zh-Latn: jinyan jin_yan |
    vi: im_lang khoa_mom | zh-Hant: 閉嘴 | hi: chup chup_karao chup_karwao चुप | ar: اسكت* سكت* | th: พูดไม่ได้ | id: diem diemin diam_dulu |
    ja: 黙らせ しゃべれなく 喋れなく 発言できなく 発言できないように しゃべれないように 喋れないように | zh: 没法说话 不能说话 别说话 |
    pt: silencia* castig* muta mutar mutado mutada desmuta desmutar |
    de: stumm* timeout* muten gemutet stummschalt* auszeit* zeitüberschreitung* zeituberschreitung* |
    fr: muet muette exclus exclure exclut excluez exclusion exclusions exclu exclue sourdine |
    it: silenzia* isola isolalo mutalo mutare | pl: wycisz* wyciszen* timeoutu |
    ru: замуть* замьють* мут* тайм_аут таймаут* мутни* мьют* | tr: sustur* zaman_aşım* timeout* | ja: タイムアウト ミュート |
    ko: 타임아웃 뮤트 채금 채팅금지 | zh: 禁言 闭嘴 |
    nl: time_out demp* | id: bisukan bungkam* timeout | vi: tat_tieng cam_chat | uk: тайм_аут заглуши* | sv: tysta* |
    cs: umlč umlc* ztlum* | zh-Hant: 禁言 | ar: اكتم* كتم ميوت تايم_اوت | hi: म्यूट टाइमआउट |
    th: ไทม์เอาต์ ไทม์เอาท์ มิวท์ | fil: patahimikin`,
  voice: `es: voz | pt: voz | de: sprach* sprachkanal* sprachregion* sprachstatus voicekanal* voice |
    da: talekanal* |
    nb: talekanal* |
    fi: puhekanav* voicessa voiceen |
    hu: hangcsatorn* |
    ro:  vocal vocale |
    sk: hlasov* |
    hr: glasovn* |
    el: φωνητικό φωνητικά |
    he: קולי קולית וויס |
    fa: ویس* صوتی |
    bg: гласов* |
    ms: suara |
    ja-Latn: boisu |
    ru-Latn: golosov* |
    uk-Latn: holosov* |
    zh-Latn: yuyin |
    el-Latn: fonis |
    fr: micro |
    ja: ボイチャ ボイスチャット 通話 |
    fr: vocal vocaux vocale vocales | it: vocal* | pl: głosow* glosow* głosowy głosowym glosowy glosowym |
    ru: голосов* войс* | tr: ses sesli sesi | ja: ボイス 音声 | ko: 음성 보이스 통화방 | zh: 语音 |
    nl: spraak* | id: suara | vi: thoai giong_noi | uk: голосов* | sv: röst röstkanal* röstchatt* | cs: hlasov* |
    zh-Hant: 語音 | ar: صوتي* صوت | hi: वॉइस आवाज | th: ช่องเสียง เสียง | fil: boses`,
  category: `es: categoría* categoria* | pt: categoria* | de: kategorie* | fr: catégorie* categorie* | it: categori* |
    da: kategori* |
    nb: kategori* |
    fi: kategori* |
    hu: kategóri* |
    ro: categori* |
    sk: kategóri* |
    hr: kategorij* |
    el: κατηγορία κατηγορίες |
    he: קטגוריה קטגוריות |
    fa: دسته* |
    bg: категори* |
    ms: kategori |
    ja-Latn: kategori kategorii |
    zh-Latn: fenlei |
    de: kategorieberechtigung* |
    pl: kategori* | ru: категори* | tr: kategori* | ja: カテゴリー カテゴリ | ko: 카테고리 | zh: 分类 类别 |
    nl: categorie* | id: kategori | vi: danh_muc | uk: категорі* | sv: kategori* | cs: kategori* | zh-Hant: 類別 分類 |
    ar: فئه تصنيف كاتيجوري | hi: कैटेगरी | th: หมวดหมู่ | fil: kategorya`,
  forum: `es: foro* | pt: fórum forum | de: forum foren | fr: forum* | it: forum | pl: forum | ru: форум* |
    da: forummet |
    nb: forumet |
    fi: foorumi* |
    hu: fórum* |
    ro: forumul |
    sk: fóra |
    hr: forumu |
    el: φόρουμ |
    he: פורום* |
    fa: فروم* انجمن |
    bg: форум* |
    de: forumbeitrag* forumpost* |
    tr: forum* | ja: フォーラム | ko: 포럼 | zh: 论坛 |
    nl: forum | id: forum | vi: dien_dan | uk: форум* | sv: forum | zh-Hant: 論壇 | ar: منتدى | hi: फोरम | th: ฟอรัม |
    fil: forum`,
  post: `es: publicación* publicacion* | pt: postagem* publicação* | de: beitrag* | fr: publication* | it: post |
    de: forumbeitrag* forumpost* |
    pl: post posty postu | ru: пост поста посты постов посте постом постик* | tr: gönderi* | ja: ポスト | ko: 게시물 |
    zh: 帖子`,
  reply: `es: responde responder respuesta* | pt: responde responder respondeu resposta* | de: antwort* |
    fr: répond* repond* réponse* reponse* | it: rispond* rispost* | pl: odpowied* odpowiedz* | ru: ответ* |
    tr: cevap* yanıt* yanit* | ja: 返信 返事 | ko: 답장 답변 | zh: 回复 |
    nl: antwoord* beantwoord* | id: balas* balasan jawab | vi: tra_loi phan_hoi | uk: відповід* відповісти |
    sv: svara* | cs: odpověz odpov* | zh-Hant: 回覆 | ar: رد | hi: जवाब reply | th: ตอบกลับ |
    fil: sagot* sagutin tumugon`,
  last: `es: último* ultimo* últimas ultimas | pt: último* ultimo* últimas ultimas | de: letzte* |
    da: sidste |
    nb: siste |
    fi: viimei* |
    hu: utolsó* utolso* |
    ro:  ultimele ultimul ultimii ultima |
    sk: posledn* |
    hr: zadnj* posljednj* |
    el: τελευταία τελευταίο |
    he: האחרונות האחרונים אחרונות |
    fa: آخر* اخیر |
    bg: последни* последн* |
    ms: terakhir |
    fr: dernier* dernière* derniere* | it: ultim* | pl: ostatni* | ru: последн* | tr: sonuncu son | ja: 最新 最後 最近の |
    ko: 최근 마지막 | zh: 最近 最后 |
    nl: laatste | id: terakhir | vi: gan_nhat cuoi | uk: останн* | sv: senaste sista | cs: posledn* | zh-Hant: 最後 |
    ar: اخر | hi: पिछले आखिरी last pichle | th: ล่าสุด | fil: huling huli`,
  recent: `es: reciente* | pt: recente* | de: neueste* kürzlich | fr: récent* recent* | it: recent* | pl: najnowsz* |
    ja: さいきん |
    ru: недавн* | tr: yakın* | ja: 最近 | ko: 최신 | zh: 近期`,
  new: `es: nuevo* nueva* | pt: novo* nova* | de: neu neue neuen neuer neues | fr: nouveau* nouvelle* | it: nuov* |
    da: nye ny nyt |
    nb: nye ny nytt |
    fi: uusi uude* uusia uudet |
    hu: új uj újak |
    ro: nou noi noul |
    sk: nový nova novy nováčik* |
    hr: novi nove nova novo |
    el: νέο νέα νέοι καινούρ* |
    he: חדש חדשים חדשה |
    fa: جدید تازه |
    bg: нов нови новите |
    ms: baru baharu |
    ja-Latn: atarashii atarashiku |
    el-Latn: kainourgio kainourgia |
    ar-Latn: gdeed gdeeda gedid |
    ar: جدد | vi: nguoi_moi thanh_vien_moi mem_moi moi_vao_server | zh-Hant: 新帳號 新人 新成員 | th: ไอดีใหม่ |
    pl: nowy nowa nowe nowych | ru: нов* | tr: yeni | ja: 新しい | ko: 새 새로운 | zh: 新 |
    nl: nieuw* | id: baru | vi: moi | uk: нов* | sv: ny nya nytt | cs: nový novy nova nove | zh-Hant: 新的 | ar: جديد* |
    hi: नया नई नए naya nayi naye | th: ใหม่ | fil: bago bagong`,
  old: `es: viejo* antiguo* | pt: velho* antigo* | de: alte alten altes | fr: vieux vieille ancien* | it: vecchi* |
    pl: stary stara stare starych | ru: стар* | tr: eski | ja: 古い | ko: 오래된 | zh: 旧 |
    nl: oud* | id: lama | vi: cu | uk: стар* | sv: gamla | cs: starý stary stare | zh-Hant: 舊 | ar: قديم* |
    hi: पुराने पुराना purane purana | th: เก่า | fil: luma`,
  color: `es: color | pt: cor | de: farbe rollenfarbe* | fr: couleur couleurs | it: colore | pl: kolor* kolorze |
    ru: цвет* | tr: renk* reng* | ja: 色 紫 ピンク オレンジ 金色 赤色 青色 緑色 黄色 水色 紫色 赤に 青に 黒に 白に 緑に |
    ko: 색 색상 빨간색 파란색 보라색 분홍색 금색 초록색 노란색 주황색 색깔 | zh: 颜色 红色 蓝色 紫色 粉色 金色 绿色 黄色 橙色 |
    nl: kleur* | id: warna | vi: mau mau_do | uk: колір кольор* | sv: färg* | cs: barv* | zh-Hant: 顏色 紅色 藍色 綠色 黃色 |
    ar: لون الوان | hi: रंग rang | th: สี | fil: kulay`,
  topic: `es: tema | pt: tema assunto | de: thema | fr: sujet thème theme | it: tema argomento | pl: temat |
    ja-Latn: topikku |
    de: kanalthema* kanalbeschreibung* |
    ru: тем* | tr: konu | ja: トピック 話題 | ko: 주제 | zh: 主题 话题 |
    nl: onderwerp* | id: topik | vi: chu_de | uk: тем* | sv: ämne ämnet ämnen | cs: téma | zh-Hant: 主題 話題 | ar: موضوع |
    hi: विषय | th: หัวข้อ | fil: paksa`,
  slowmode: `es: modo_lento modo_pausado | pt: modo_lento | de: langsamer_modus | fr: mode_lent |
    ja-Latn: teisoku teisoku_moodo |
    ru-Latn: medlennyi_rezhim |
    zh-Latn: manshu man_su |
    de: langsammodus slowmodus |
    it: modalità_lenta modalita_lenta | pl: tryb_powolny |
    ru: медленный_режим слоумод* медленного_режима медленном_режиме | tr: yavaş_mod yavaş_modu yavaş_mod* |
    ja: 低速モード スローモード | ko: 슬로우_모드 슬로우모드 슬로우 | zh: 慢速模式 慢速 |
    nl: langzame_modus | id: mode_lambat | vi: che_do_cham | uk: повільний_режим | sv: långsamt_läge |
    cs: pomalý_režim | zh-Hant: 慢速模式 | ar: الوضع_البطيء | hi: स्लोमोड slowmode | th: โหมดช้า | fil: mabagal_na_mode`,
  nickname: `es: apodo* | pt: apelido* | de: spitzname* nickname* | fr: pseudo* surnom* | it: soprannom* nickname |
    da: kaldenavn* |
    nb: kallenavn* |
    fi: nimimerk* lempinim* |
    hu: becenév* becenev* becenevét |
    ro: porecl* |
    sk: prezývk* prezyvk* |
    hr: nadimak nadimk* |
    el: ψευδώνυμο ψευδωνυμ* |
    he: כינוי |
    fa: نیک‌نیم* لقب |
    bg: прякор* никнейм* |
    ms: nama_panggilan |
    ja-Latn: nikkuneemu |
    ru-Latn: nikneim |
    zh-Latn: nicheng |
    pl: pseudonim* | ru: ник ника нику ником нике ники ников никнейм* | tr: takma* | ja: ニックネーム 表示名 ニック | ko: 닉네임 별명 |
    zh: 昵称 |
    nl: bijnaam* | id: nama_panggilan | vi: biet_danh | uk: нік* | sv: smeknamn* | cs: přezdívk* | zh-Hant: 暱稱 |
    ar: لقب كنيه نك | hi: निकनेम nickname | th: ชื่อเล่น เปลี่ยนชื่อเล่น | fil: palayaw`,
  avatar: `es: foto_de_perfil | pt: foto_de_perfil | de: profilbild* | fr: photo_de_profil |
    it: immagine_del_profilo | pl: awatar* | ru: аватар* аватарк* | tr: profil_fotoğraf* | ja: アバター アイコン |
    ko: 프로필_사진 아바타 프사 프로필사진 | zh: 头像 |
    nl: profielfoto* | id: foto_profil | vi: anh_dai_dien | uk: аватар* | sv: profilbild* | cs: profilov* |
    zh-Hant: 頭像 | ar: الصوره_الشخصيه | hi: अवतार | th: รูปโปรไฟล์`,
  bot: `es: bot | pt: bot | de: bot | fr: bot | ru: бот* | tr: bot | ja: ボット Bot | ko: 봇 | zh: 机器人 |
    da: botten |
    nb: boten |
    fi: botti* botin |
    hu: botot bottal |
    ro: botul |
    sk: bota botovi |
    hr: bota botu |
    el: μποτ μπότ |
    he: בוט |
    fa: ربات بات |
    bg: ботът бота |
    ms: bot |
    nl: bot | id: bot | vi: bot | uk: бот* | zh-Hant: 機器人 | ar: بوت | hi: बॉट | th: บอท | fil: bot`,
  welcome: `es: bienvenida* | pt: boas-vindas boas_vindas |
    da: velkomst* |
    nb: velkomst* |
    fi: tervetulo* |
    hu: üdvözlő* udvozlo* |
    ro: bun_venit |
    sk: uvítac* uvitac* |
    hr: dobrodošlic* dobrodoslic* |
    el: καλωσορίσματος καλωσόρισμα |
    he: ברוכים_הבאים |
    fa: خوش‌آمد* خوشامد* |
    bg: добре_дошли приветств* |
    ms: selamat_datang |
    ja-Latn: youkoso |
    zh-Latn: huanying |
    sv: välkomstskärm* |
    nl: welkomstscherm* |
    cs: uvítac* |
    de: willkommen* begrüßung* willkommensbildschirm* begrüßungsbildschirm* willkommenskanal* willkommensnachricht* |
    fr: bienvenue accueil arrivée | it: benvenut* | pl: powitan* powitalny powitalnym | ru: приветств* приветствия |
    tr: hoş_geldin* karşılama* karşıla* | ja: ようこそ ウェルカム 歓迎 | ko: 환영 | zh: 欢迎 |
    nl: welkom* | id: selamat_datang sambutan | vi: chao_mung | uk: вітаємо вітальн* привітан* |
    sv: välkommen välkomst* | cs: vítej* uvítání | zh-Hant: 歡迎 | ar: ترحيب الترحيب | hi: स्वागत |
    th: ยินดีต้อนรับ ต้อนรับ | fil: maligayang_pagdating`,
  rules: `es: reglas normas | pt: regras | de: regeln regelkanal* serverregeln |
    da: regler reglerne |
    nb: regler reglene |
    fi: säännöt sääntö* |
    hu: szabály* |
    ro: reguli regulile |
    sk: pravidl* |
    hr: pravil* |
    el: κανόνες κανόνων |
    he: חוקים כללים |
    fa: قوانین* |
    bg: правила* правилата |
    ms: peraturan |
    ja-Latn: ruuru kisoku |
    zh-Latn: guize |
    el-Latn: kanones |
    de: regelnachricht* |
    fr: règles regles règlement reglement | it: regole | pl: zasady regulamin zasad | ru: правила | tr: kurallar* |
    ja: ルール 規則 | ko: 규칙 | zh: 规则 |
    nl: regels | id: aturan peraturan | vi: luat quy_tac | uk: правила | sv: regler* | cs: pravidla | zh-Hant: 規則 |
    ar: قوانين | hi: नियम | th: กฎ | fil: patakaran`,
  rule: `es: regla | pt: regra | de: regel spamregel* filterregel* | fr: règle regle | it: regola |
    pl: reguła reguły regułę regule | ru: правило правил* | tr: kural* | zh: 规则`,
  announcement: `es: anuncio* | pt: aviso* anúncio* anuncio* |
    da: meddelelser annoncering* |
    nb: kunngjøring* |
    fi: ilmoitu* tiedote* tiedotte* |
    hu: bejelentés* hirdetmény* |
    ro: anunț* anunt* |
    sk: oznam* |
    hr: obavijest* objav* |
    el: ανακοίνωση ανακοινώσεις ανακοινωσ* |
    he: הכרזה הכרזות הודעה_רשמית |
    fa: اعلامیه* اطلاعیه* |
    bg: обявлени* съобщения_за |
    ms: pengumuman |
    ja-Latn: oshirase |
    ru-Latn: obyavlen* |
    zh-Latn: gonggao |
    el-Latn: anakoinosi |
    de: ankündigungsnachricht* ankundigungsnachricht* |
    de: ankündigung* ankundigung* ankündigungskanal* ankundigungskanal* | fr: annonce* annonce | it: annunc* |
    pl: ogłoszen* ogloszen* ogłoś* oglos* | ru: объявлен* анонс* | tr: duyuru* | ja: お知らせ 告知 アナウンス | ko: 공지 | zh: 公告 |
    nl: mededeling* aankondiging* | id: pengumuman | vi: thong_bao | uk: оголошен* | sv: tillkännagivande* |
    cs: oznámen* | zh-Hant: 公告 | ar: اعلان* | hi: घोषणा | th: ประกาศ | fil: anunsyo*`,
  search: `es: busca* | pt: busca* procura* pesquisa* | de: suche suchen durchsuch* such finde |
    da: søg søge |
    nb: søk søke |
    fi: etsi etsi* hae |
    hu: keress keres* |
    ro: caută cauta caut* |
    sk: nájdi najdi hľadaj hladaj |
    hr: nađi nadji pronađi pronadji traži trazi |
    el: βρες ψάξε |
    he: חפש תחפש |
    fa: پیدا_کن جستجو* |
    bg: намери търси |
    ms:  cari carikan |
    fr: trouve_moi cherche_moi retrouve_moi |
    fr: cherche* recherche* trouve* | it: cerca* | pl: szukaj* wyszukaj* znajdź* znajdz* | ru: найди* поиск* ищи* |
    tr: ara arat* bul | ja: 検索 探して | ko: 검색 찾아 | zh: 搜索 查找 找 |
    nl: zoek* | id: cari* mencari | vi: tim_kiem tim | uk: знайди* пошук* шукай* | sv: sök* |
    cs: hledej* najdi* vyhledej* | zh-Hant: 搜尋 搜索 查找 | ar: ابحث* بحث | hi: खोज* khojo dhundo | th: ค้นหา |
    fil: hanapin`,
  read: `es: lee* leer | pt: ler leia | de: lies lesen | fr: lis lire | it: leggi* | pl: przeczytaj* czytaj* |
    hi: padh padho padhe padh_sake | ar: يقرا* | vi: chi_doc |
    ja: よんで 読ん |
    ru: прочитай* прочти* | tr: oku* | ja: 読んで 読む 読み | ko: 읽어 | zh: 读取 阅读 |
    nl: lees lezen | id: baca | uk: прочитай* | sv: läs läsa | cs: přečti* | zh-Hant: 讀取 閱讀 | ar: اقرا | hi: पढ़* |
    th: อ่าน | fil: basahin`,
  history: `es: historial | pt: histórico historico |
    de: verlauf chatverlauf* nachrichtenverlauf* verlauf* moderationsverlauf* | fr: historique historiques |
    it: cronologia | pl: histori* historia | ru: истори* | tr: geçmiş* gecmis* | ja: 履歴 | ko: 기록 | zh: 历史 记录 |
    nl: geschiedenis | id: riwayat | vi: lich_su | uk: істор* | sv: historik* | cs: historie | zh-Hant: 歷史 紀錄 記錄 |
    ar: سجل_الرسائل تاريخ | hi: इतिहास | th: ประวัติ | fil: kasaysayan`,
  audit: `es: auditoría auditoria | pt: auditoria |
    hu: napló* naplo* |
    ro: jurnal* |
    el: αρχείο_ελέγχου |
    he: יומן |
    fa: لاگ |
    bg: дневник* |
    ja-Latn: kansa |
    zh-Latn: shenji |
    de: audit* protokoll* prüfprotokoll* pruefprotokoll* auditlog* moderationsverlauf* moderationslog* moderationsprotokoll* |
    fr: audit journal audits | it: audit registro | pl: dziennik* audyt* | ru: аудит* журнал* | tr: denetim* |
    ja: 監査 | ko: 감사 | zh: 审计 |
    nl: auditlog* audit | id: audit | vi: nhat_ky_kiem_tra | uk: аудит* | sv: granskningslogg* | cs: audit* |
    zh-Hant: 審核 稽核 審計 | ar: تدقيق مراجعه | hi: ऑडिट audit | th: ตรวจสอบ | fil: audit`,
  log: `es: registro* | pt: registro* log | de: log auditlog* moderationslog* prüfprotokoll* pruefprotokoll* |
    ja-Latn: rogu |
    ru-Latn: zhurnal* |
    zh-Latn: rizhi |
    de: moderationsprotokoll* |
    fr: log* logs | it: log | pl: logi log | ru: лог* | tr: kayıt kaydı log kaydını kayıtlar* kayıtları günlüğü günlüğünü | ja: ログ | ko: 로그 | zh: 日志 |
    vi: nhat_ky_kiem_tra nhat_ky | nl: logboek* | id: log catatan | uk: журнал* | sv: logg* | cs: protokol* |
    zh-Hant: 日誌 紀錄 | ar: سجل* | hi: लॉग | th: บันทึก | fil: talaan`,
  add: `es: añade* anade* agrega* pon | pt: adiciona* coloca* põe poe |
    da: tilføj* |
    nb: legg_til |
    fi: lisää lisät* |
    hu: add_hozzá adj_hozzá |
    ro: adaugă adauga adăugați |
    sk: pridaj* pridať |
    hr: dodaj* dodati |
    el: πρόσθεσε |
    he: תוסיף הוסף להוסיף |
    fa: اضافه* |
    bg: добави* добавете |
    ms: tambah* |
    ja-Latn: tsuika |
    ru-Latn: dobav* |
    zh-Latn: tianjia |
    el-Latn: prosthese |
    fr: ajoute_moi rajoute_moi |
    pt: bota botar |
    ja: 付けて つけて | zh: 加 |
    de: hinzufüg* hinzufug* füge* fuge* hinzu füg | fr: ajoute* rajoute* | it: aggiung* | pl: dodaj* dołóż doloz |
    ru: добав* | tr: ekle* | ja: 追加 付与 | ko: 추가 부여 달아 | zh: 添加 加上 加个 加一个 加进 拉进 分配 |
    nl: voeg* toevoegen | id: tambah* | uk: додай* додати | sv: lägg_till lägga_till | cs: přidej* | zh-Hant: 新增 添加 |
    ar: اضف* اضافه | hi: जोड़* jodo lagao laga_do लगाओ लगा_दो | th: เพิ่ม กด | fil: idagdag magdagdag`,
  give: `es: dale dar | pt: dar | de: gib geben vergeb* vergib | fr: donne* attribue* accorde* | it: dai dare |
    da: giver |
    nb: gi |
    hu: adj add_neki |
    ro: dă-i dai dati |
    sk: daj dajte |
    hr: daj dajte |
    el: δώσε δώστε |
    he: תן תני |
    fa: بده |
    bg: дай дайте |
    ms: bagi beri berikan |
    ja-Latn: agete tsukete fuyo |
    ru-Latn: vydai |
    el-Latn: dwse dose |
    ar-Latn: edy eddi iddi |
    fr: donne_moi file_moi passe_moi |
    pl: daj nadaj* przyznaj* | ru: дай* выдай* выда* выдать | tr: verin verir vermek versene rolü_ver rolünü_ver rol_ver yetki_ver izin_ver | ja: あげて 与えて | zh: 给予 |
    nl: geef geven | id: berikan beri kasih kasi | vi: cap_vai_tro cap_quyen | uk: видай* дай | sv: ge ger |
    cs: dej dát přiděl* | zh-Hant: 授予 給予 發給 給 | ar: اعط* امنح* | hi: दे dedo de_do | th: มอบ ให้ยศ | fil: bigyan ibigay`,
  remove: `es: quita* saca* remueve remover | pt: tira* tirar | de: nimm* wegnehm* entzieh* entzog* |
    da: tag_fra |
    nb: ta_fra |
    fi: ota_pois |
    hu: vedd_el vegyétek_el |
    ro: scoate* ia-i |
    sk: odober* zober |
    hr: makni* ukloni* |
    el: αφαίρεσε βγάλε |
    he: תוריד הסר |
    fa: بردار |
    bg: махни* свали |
    ms: tarik* keluarkan |
    ja-Latn: hazushite hazusu totte |
    ru-Latn: uberi* snimi* |
    uk-Latn: zabery* prybery* |
    zh-Latn: yichu |
    el-Latn: vgale afairese |
    fr: retirer ôter oter |
    fr: enlève* enleve* retire retirez ôte ote | it: togli* | pl: zabierz* odbierz* zdejmij* |
    ru: забери* убери* сними* снять | tr: alın kaldır* rolünü_al rolü_al rolunu_geri_al geri_al | ja: 外して 剥奪 取り消し はずし 外し 外す 剥が | ko: 제거 빼 | zh: 取消 去掉 拿掉 |
    nl: haal* weghalen ontneem* | id: cabut* lepas* ambil | vi: go_bo thu_hoi go_vai_tro | uk: прибери* зніми* забери* |
    sv: ta_bort_rollen | cs: odeber* odeb* | zh-Hant: 移除 拿掉 去掉 | ar: ازل* شيل اسحب | hi: हटा* hatao हटा_दो | th: เอาออก ถอด เอายศ |
    fil: alisin tanggalin`,
  move: `es: mueve* mover | pt: move* mover | de: verschieb* beweg* verleg* | fr: déplace* deplace* bouge* |
    ja-Latn: idou |
    ru-Latn: peremesti* |
    zh-Latn: yidong |
    it: spost* | pl: przenieś* przenies* przesuń* przesun* | ru: перемест* перекин* перенес* | tr: taşı* tasi* |
    ja: 移動 | ko: 이동 | zh: 移动 |
    nl: verplaats* | id: pindah* | vi: di_chuyen chuyen | uk: перемісти* | sv: flytta* | cs: přesuň* presun* |
    zh-Hant: 移動 | ar: انقل* | hi: मूव | th: ย้าย | fil: ilipat`,
  who: `es: quién quien quiénes quienes | pt: quem | de: wer | fr: qui | it: chi | pl: kto | ru: кто |
    da: hvem |
    nb: hvem |
    fi: kuka kuk* ketkä |
    ro: cine |
    sk: kto |
    hr: tko |
    el: ποιος ποια ποιοι ποιες |
    he: מי |
    fa: کی کیا چه_کسی |
    bg: кой кои |
    ms: siapa |
    ja-Latn: dare_ga no_dare wa_dare |
    ru-Latn: kto |
    uk-Latn: khto |
    zh-Latn: shei shui |
    el-Latn: poios poia poioi |
    ar-Latn: meen |
    ja: だれ |
    hi: kisne kis_kis_ne किसने |
    tr: kim kimler | ja: 誰 | ko: 누가 누구 | zh: 谁 |
    nl: wie | id: siapa siapa_yang | uk: хто | sv: vem | cs: kdo | zh-Hant: 誰 | ar: مين من_هم | hi: कौन kaun | th: ใคร |
    fil: sino |
    vi: ai_da ai_vua`,
  which: `es: cuál cual cuáles cuales | pt: qual quais | de: welche* | fr: quel* | it: quale quali |
    da: hvilke hvilken hvilket |
    nb: hvilke hvilken hvilket |
    fi: mitkä mikä |
    hu: melyik milyen |
    sk: ktoré ktore aké ake ktorý |
    hr: koji koja koje |
    el: ποιο ποια |
    he: איזה אילו |
    fa: کدوم کدام |
    bg: кой кои какви |
    ja-Latn: dore dotchi |
    ru-Latn: kakoi kakom kakie kakaya kakuyu |
    uk-Latn: yakyi yaki yakomu |
    zh-Latn: naxie |
    hi: kaunse kaunsa kaun_se |
    pl: któr* ktor* | ru: какие какой | tr: hangi | ja: どの どれ | ko: 어떤 무슨 | zh: 哪些 哪个 |
    nl: welke | id: mana | vi: nao nhung_gi | uk: які який | sv: vilka vilken | cs: které který | zh-Hant: 哪些 哪個 | ar: ايش ما_هي ما_هو شو |
    hi: कौन_से konse | th: อะไร ไหน อันไหน | fil: alin anong`,
  count: `es: cuántos cuantos cuántas cuantas | pt: quantos quantas |
    da: hvor_mange |
    nb: hvor_mange |
    fi: kuinka_monta montako |
    hu: hány hany hányan |
    ro: câți cati câte cate |
    sk: koľko kolko |
    hr: koliko |
    el: πόσα πόσοι πόσες |
    he: כמה |
    fa: چند چندتا |
    bg: колко |
    ms: berapa berapa_ramai |
    ja-Latn: nannin ikutsu |
    ru-Latn: skolko |
    zh-Latn: duoshao |
    el-Latn: posoi posa |
    ar-Latn:  |
    zh-Hant: 幾個 幾位 幾個人 |
    de: zählen zählt zähl |
    de: wie_viele anzahl mitgliederzahl* mitgliederanzahl* | fr: combien nombre | it: quanti quante |
    pl: ile liczba liczbę | ru: сколько | tr: kaç kac | ja: 何人 いくつ | ko: 몇 | zh: 多少 |
    ja: 何個 何本 何件 何枚 何名 |
    pt: qtos qtas qnts |
    nl: hoeveel aantal | id: berapa jumlah | vi: bao_nhieu | uk: скільки | sv: hur_många antal | cs: kolik počet |
    zh-Hant: 多少 | ar: كم عدد | hi: कितने kitne | th: กี่ จำนวน | fil: ilan`,
  settings: `es: configuración* configuracion* ajustes | pt: configuraç* configurac* |
    ja-Latn: settei |
    ru-Latn: nastroik* |
    zh-Latn: shezhi |
    de: einstellung* servereinstellung* kanaleinstellung* | fr: paramètre* parametre* réglage* paramètres |
    it: impostazion* | pl: ustawien* ustawienia | ru: настройк* | tr: ayar* | ja: 設定 | ko: 설정 | zh: 设置 |
    nl: instelling* | id: pengaturan setelan | vi: cai_dat | uk: налаштуван* | sv: inställning* | cs: nastavení |
    zh-Hant: 設定 | ar: اعدادات | hi: सेटिंग* | th: ตั้งค่า | fil: setting*`,
  template: `es: plantilla* | pt: modelo* | de: vorlage* servervorlage* template* | fr: modèle* modele* template* |
    da: skabelon* |
    fi: pohja* malli* |
    hu: sablon* |
    ro: șablon* sablon* |
    sk: šablón* sablon* |
    hr: predložak predlošk* predlozak predlosk* |
    el: πρότυπο |
    he: תבנית* |
    fa: قالب* |
    bg: шаблон* |
    ms: templat |
    vi: mẫu |
    it: modell* template | pl: szablon* szablonu | ru: шаблон* | tr: şablon* sablon* | ja: テンプレート テンプレ | ko: 템플릿 |
    zh: 模板 |
    nl: sjabloon* | id: templat* | vi: mau_server | uk: шаблон* | sv: mall* | cs: šablon* | zh-Hant: 範本 模板 |
    ar: قالب قوالب | hi: टेम्पलेट | th: เทมเพลต | fil: template`,
  sound: `es: sonido* | pt: som sons | de: sounds geräusch* | fr: sons | it: suon* | pl: dźwięk* dzwiek* |
    da: lyd lyde lyden |
    nb: lyd lyder lyden |
    fi: ääni* äänet |
    hu: hangot hangok |
    ro: sunet* |
    sk: zvuk* |
    hr: zvuk* |
    el: ήχο ήχος ήχους |
    he: צליל* סאונד* |
    fa: صدا* صداها |
    bg: звук* |
    ms: bunyi |
    ru: звук* саундборд* звуковой_панели звуковую_панель звуковая_панель |
    tr: ses ses_paneli* ses_panel* soundboard* | ja: サウンド 効果音 | ko: 사운드 효과음 | zh: 音效 声音`,
  play: `es: reproduce* | pt: toca* | de: abspielen spiel spielen abspiel* | fr: joue* jouer | it: riproduci* |
    pl: odtwórz* odtworz* puść pusc | ru: воспроизвед* | tr: çal çalın çalar | ja: 再生 流して | ko: 재생 | zh: 播放`,
  poll: `es: encuesta* votación* | pt: enquete* votação* | de: umfrage* abstimmung* | fr: sondage* | it: sondaggi* |
    da: afstemning* |
    nb: avstemning* |
    fi: äänestys* kysely* |
    hu: szavazás* szavazas* |
    ro: sondaj* |
    sk: hlasovan* anket* |
    hr: anket* |
    el: δημοσκόπηση ψηφοφορία* |
    he: סקר* |
    fa: نظرسنجی* |
    bg: анкет* |
    ms: undian |
    ja-Latn: touhyou ankeeto |
    ru-Latn: opros* |
    zh-Latn: toupiao |
    el-Latn: psifoforia |
    de: umfrageergebnis* abstimmungsergebnis* |
    pl: ankiet* głosowani* glosowani* | ru: опрос* голосован* голосовалк* | tr: anket* oylama* | ja: 投票 アンケート |
    ko: 투표 | zh: 投票 |
    nl: peiling* poll | id: polling jajak_pendapat | vi: binh_chon | uk: опитуван* | sv: omröstning* |
    cs: anket* hlasování | zh-Hant: 投票 | ar: تصويت استطلاع | hi: पोल* poll | th: โพล โหวต ปิดโพล | fil: botohan`,
  end: `es: termina* finaliza* cierra* | pt: encerra* termina* | de: beend* schließ* schliess* |
    fr: termine* ferme* clôture* clôturer cloturer | it: termina* chiudi* | pl: zakończ* zakoncz* zamknij* |
    ru: заверши* закончи* | tr: bitir* sonlandır* kapat* | ja: 終了 終わらせ 締め切 | ko: 종료 끝내 마감 닫아 | zh: 结束 |
    nl: beëindig* sluit* | id: akhiri* tutup selesaikan | vi: ket_thuc | uk: заверши* закінчи* | sv: avsluta* |
    cs: ukonči* ukonc* | zh-Hant: 結束 | ar: انه انهاء انهي | hi: खत्म khatam | th: จบ ปิดโพล | fil: tapusin`,
  command: `es: comando* | pt: comando* |
    da: kommando* |
    nb: kommando* |
    fi: komen* |
    hu: parancs* |
    ro: comand* |
    sk: príkaz* prikaz* |
    hr: naredb* |
    el: εντολή εντολές |
    he: פקודה פקודות |
    fa: دستور* |
    bg: команд* |
    ms: arahan |
    de: befehl* slashbefehl* serverbefehl* befehlsliste* befehlsberechtigung* befehlsrecht* |
    fr: commande* commandes | it: comand* | pl: komend* komendy | ru: команд* | tr: komut* | ja: コマンド | ko: 명령어 커맨드 |
    zh: 命令 指令 |
    nl: commando* | id: perintah | vi: lenh | uk: команд* | sv: kommando* | cs: příkaz* | zh-Hant: 指令 命令 |
    ar: امر اوامر | hi: कमांड* | th: คำสั่ง | fil: utos`,
  onboarding: `es: incorporación | pt: integração | de: onboarding | ja: オンボーディング | ko: 온보딩 | zh: 新手引导 引导 |
    ru: онбординг* адаптаци* | tr: onboarding*`,
  question: `es: pregunta* | pt: pergunta* | de: frage* | fr: question* | it: domand* | pl: pytani* | ru: вопрос* |
    tr: soru* | ja: 質問 | ko: 질문 | zh: 问题`,
  automod: `ja: 自動モデレーション オートモッド オートモデレーション | ko: 자동_모더레이션 오토모드 자동모더레이션 모더레이션 | zh: 自动审核 自动管理 |
    ru-Latn: avtomoderats* avtomod |
    ru: автомод* автомодераци* | tr: automod* otomod* oto_mod otomatik_moderasyon* | fr: automodération automoderation |
    uk: автомод* | zh-Hant: 自動審核 自動管理 | ar: الاشراف_التلقائي | th: ออโต้มอด`,
  filter: `es: filtro* | pt: filtro* | de: filter* wortfilter* spamfilter* schimpfwortfilter* filterregel* |
    ja-Latn: firutaa |
    ru-Latn: filtr* |
    fr: filtre* filtrage | it: filtr* | pl: filtr* filtra | ru: фильтр* | tr: filtre* | ja: フィルター | ko: 필터 | zh: 过滤 |
    nl: filter* | id: filter saring* | vi: loc bo_loc | uk: фільтр* | sv: filter* | cs: filtr* | zh-Hant: 過濾 |
    ar: فلتر* | hi: फ़िल्टर | th: กรอง | fil: salain`,
  block: `es: bloquea* | pt: bloqueia* | de: blockier* | fr: bloque* | it: blocca* | pl: blokuj* zablokuj* |
    ja-Latn: burokku |
    ru-Latn: zablokir* |
    zh-Latn: pingbi |
    de: blockt blocken geblockt |
    ru: блокир* заблокир* | tr: engelle* | ja: ブロック | ko: 막아 | zh: 屏蔽 阻止 |
    nl: blokkeer* | id: blokir* | uk: заблокуй* | sv: blockera* | cs: blokuj* zablokuj* | zh-Hant: 屏蔽 阻擋 | ar: امنع* |
    hi: ब्लॉक | th: บล็อก | fil: harangin`,
  spam: `es: spam | pt: spam divulgação divulgacao | de: spam spamfilter* spamregel* | fr: spam | ru: спам* |
    fi: spämm* spämmää |
    hu: spamel* floodol* |
    ro: spamează spameaza spam-ul |
    sk: spamuje spamovať |
    hr: spama spamao |
    el: σπαμ |
    he: ספאם מספים |
    fa: اسپم* |
    bg: спам* спами |
    ms: spam |
    ja-Latn: supamu |
    zh-Latn: shuaping |
    ja: 宣伝 連投 スタンプ連投 スタンプ爆撃 |
    ko: 홍보 |
    tr: spam | ja: スパム 荒らし | ko: 스팸 도배 | zh: 刷屏 垃圾信息 广告 | pl: spamu |
    nl: spam | id: spam | vi: spam | uk: спам* | sv: spam* | cs: spam* | zh-Hant: 洗版 洗頻 垃圾訊息 | ar: سبام سبامر |
    hi: स्पैम | th: สแปม | fil: spam`,
  word: `es: palabra* | pt: palavra* | de: wort wörter worter wortfilter* schimpfwort* schimpfwörter* |
    da: ord ordene |
    nb: ord ordene |
    fi: sana* kirosan* |
    hu: szó szavak szavakat káromkod* |
    ro: cuvânt* cuvint* cuvinte injur* |
    sk: slov* nadávk* nadavk* |
    hr: riječ* rijec* psovk* |
    el: λέξεις λέξη βρισι* |
    he: מילים קללות |
    fa: کلمه* فحش* |
    bg: дум* псувн* |
    ms: perkataan carut* |
    ja-Latn: waado kotoba |
    ru-Latn: slov* |
    tr: küfür* kufur* |
    ru: матерн* матом мата матерок |
    uk: матюк* лайлив* |
    nl: scheldwoord* vloek* |
    sv: svordom* |
    cs: nadávk* nadavk* sprostý sprosty sprostá sprosta |
    fr: mot mots gros_mots | it: parol* | pl: słowo słowa przekleństw* przeklenstw* | ru: слов* | tr: kelime* |
    ja: 単語 言葉 | ko: 단어 | zh: 词 词语 |
    nl: woord* | id: kata* | vi: tu_ngu | uk: слов* | sv: ord | cs: slov* | zh-Hant: 詞 詞語 字詞 | ar: كلمه كلمات |
    hi: शब्द | th: คำ | fil: salita*`,
  prune: `de: bereinig* aufräum* aufraum* | fr: purger | it: elimina_gli_inattivi |
    fi: karsi* |
    hu: kigyomlál* |
    he: ניקוי |
    bg: почисти |
    ms: bersihkan |
    pl: wyczyść* | ru: очисти* почисти* | tr: temizle* | ja: 整理 一掃 プルーン | zh: 清理 | ko:`,
  inactive: `es: inactivo* | pt: inativo* | de: inaktiv* inaktiven | fr: inactif* inactifs | it: inattiv* |
    da: inaktiv* |
    nb: inaktiv* |
    fi: epäaktiiv* inaktiiv* |
    hu: inaktív* inaktiv* |
    ro: inactiv* |
    sk: neaktív* neaktiv* |
    hr: neaktivn* |
    el: ανενεργ* |
    he: לא_פעילים |
    fa: غیرفعال* |
    bg: неактивн* |
    ms: tidak_aktif tak_aktif |
    ja-Latn: yuurei hiakutibu |
    ru-Latn: neaktivn* |
    ja: 放置 幽霊 顔出して 来てない ログインしてない 発言していない 発言してない 浮上してない | ko: 잠수 미접속 | zh: 没上线 不上线 僵尸 潜水 |
    pl: nieaktywn* nieaktywnych | ru: неактивн* | tr: aktif_olmayan pasif* inaktif* | ja: 非アクティブ | ko: 비활성 | zh: 不活跃 |
    nl: inactief* inactieve | id: tidak_aktif | vi: khong_hoat_dong | uk: неактивн* | sv: inaktiv* | cs: neaktivn* |
    zh-Hant: 不活躍 | ar: غير_نشط غير_النشطين | hi: निष्क्रिय | th: ไม่ได้ใช้งาน | fil: hindi_aktibo`,
  summarize: `es: resumen resumir resúmelo | pt: resumo resumir | de: zusammenfass* zusammen |
    da: opsummer* |
    nb: oppsummer* |
    fi: tiivist* yhteenveto* |
    hu: összefoglal* osszefoglal* |
    ro: rezumat* rezuma |
    sk: zhrň zhrn* |
    hr: sažetak sazetak sažmi sazmi |
    el: σύνοψη περίληψη |
    he: סיכום תסכם |
    fa: خلاصه* |
    bg: обобщи* резюме |
    ms: ringkasan* ringkaskan |
    ja-Latn: youyaku |
    zh-Latn: zongjie |
    fr: résume_moi resume_moi |
    es: resúmeme resúmemelo resumímelo resumime resumilo |
    pt: resuma |
    fr: résumer résume-moi résumez | it: riassum* riassunto | pl: podsumuj* streść* stresc* streszcz* |
    ru: кратко_перескажи резюме сводк* | tr: özetle* ozetle* | ja: 要約 | ko: 요약 | zh: 总结 摘要 概括 |
    nl: vat_samen samenvatting* | id: ringkas* rangkum* | vi: tom_tat | uk: підсумуй* | sv: sammanfatta* |
    cs: shrň shrn* | zh-Hant: 總結 摘要 | ar: لخص* | hi: सारांश | th: สรุป | fil: ibuod`,
  icon: `es: icono* | pt: ícone* icone* | de: symbol* servericon* serverbild* serversymbol* icon | fr: icône* icone* |
    it: icona | pl: ikon* | ru: иконк* значок | tr: simge* ikon* | ja: アイコン | ko: 아이콘 | zh: 图标`,
  banner: `es: banner | pt: banner | de: banner | fr: bannière banniere | it: banner | pl: baner* | ru: баннер* |
    tr: afiş* banner | ja: バナー | ko: 배너 | zh: 横幅`,
  description: `es: descripción descripcion | pt: descrição descricao | de: beschreibung* | fr: description |
    it: descrizione | pl: opis* | ru: описани* | tr: açıklama* | ja: 説明 | ko: 설명 | zh: 描述 简介 |
    nl: beschrijving* | id: deskripsi | vi: mo_ta | uk: опис* | sv: beskrivning* | cs: popis* | zh-Hant: 描述 簡介 |
    ar: وصف | hi: विवरण | th: คำอธิบาย | fil: paglalarawan`,
  leave: `es: sal salir abandona* salga | pt: sai sair | de: verlass* verlässt verlasst | fr: quitte* quitter |
    da: forlad* |
    nb: forlat* |
    fi: poistu* lähde |
    hu: lépj_ki kilép* |
    ro: ieși iesi părăsește paraseste |
    sk: opusti* |
    hr: napusti* |
    el: φύγε |
    he: תצא לצאת |
    fa: خارج_شو |
    bg: напусни* |
    ms: keluar_dari tinggalkan |
    it: esci lascia* uscire | pl: opuść* opusc* wyjdź* wyjdz* | ru: покинь* выйди* уйди* | tr: ayrıl* çık çıksın |
    ja: 退出 | ko: 나가 | zh: 退出 离开 |
    nl: verlaat verlaten | id: keluar tinggalkan | vi: roi_khoi | uk: покинь* вийди* | sv: lämna* | cs: opusť opust* |
    zh-Hant: 退出 離開 | ar: غادر* | hi: छोड़* | fil: umalis`,
  join: `es: únete unete unirse | pt: entra entrar entre | de: beitret* tritt beitritt* beigetreten |
    da: joine joinet joiner |
    nb: joine joinet bli_med |
    fi: liity* liitty* |
    hu: csatlakoz* |
    ro: intră intra alătură alatura |
    sk: pripoj* vstúp* |
    hr: pridruži* pridruzi* uđi |
    el: μπει μπαίνει μπαίνουν |
    he: מצטרפים מצטרף להצטרף הצטרפו |
    fa: جوین* عضو_شد* |
    bg: влез* присъедин* |
    ms: sertai* join |
    ja-Latn: haitta sanka |
    ru-Latn: zashel zashli zakhodit |
    it: entrano entrare entrato entrati entrata |
    ru: заходит* заходят заходе входе |
    uk: приєдну* приєдна* вході |
    pl: wejściu wejsciu |
    cs: vstupu vstoupí vstoupi |
    sv: går_med joinar joina joinat |
    nl: binnenkomst binnenkomen joinen joint |
    tr: girenler girince girdiğinde girdiginde |
    ar: يدخل* دخول | vi: moi_vao_server vao_server | th: เข้าเซิร์ฟ | id: masuk |
    de: joint joinen gejoint joinst |
    fr: arrivant |
    ja: 入ってこれ 入ってこら 入室 | ko: 입장 | zh: 进服 进群 |
    fr: rejoins* rejoindre rejoint rejoignent | it: unisciti | pl: dołącz* dolacz* dołączył* dolaczyl* |
    ru: присоедин* зайди* | tr: katıl* | ja: 参加 | ko: 참가 들어가 | zh: 加入 |
    nl: sluit_aan | id: gabung* | vi: tham_gia | uk: приєднай* | sv: gå_med | cs: připoj* | zh-Hant: 加入 | ar: انضم* |
    hi: जॉइन | th: เข้าร่วม | fil: sumali`,
  hour: `es: hora* | pt: hora* | de: stunde* | fr: heure* | it: ora ore | pl: godzin* | ru: час* | tr: saat* |
    da: timen |
    nb: timen |
    fi: tunni* tunti* |
    hu: óra órára órát órás ora orara |
    ro: oră ora |
    sk: hodin* |
    hr: sata sati |
    el: ώρα ώρες |
    he: שעה שעות |
    fa: ساعت* |
    bg: час часа часове |
    ms: sejam |
    ja-Latn: ichijikan |
    ru-Latn: chas chasa |
    zh-Latn: xiaoshi |
    el-Latn: wra ora |
    ja: 時間 | ko: 시간 | zh: 小时 |
    nl: uur | vi: gio | uk: годин* | sv: timme timmar | cs: hodin* | zh-Hant: 小時 | ar: ساعه ساعات | hi: घंटे ghante |
    th: ชั่วโมง | fil: oras`,
  minutes: `es: minuto* | pt: minuto* | de: minute* | fr: minute* | it: minut* | pl: minut* | ru: минут* |
    da: minut* |
    nb: minutt* |
    fi: minuut* |
    hu:  perc percre percig percet |
    ro: minut* |
    sk: minút* minut* |
    hr: minut* |
    el: λεπτά λεπτό |
    he: דקות דקה |
    fa: دقیقه* |
    bg: минут* |
    ms: minit |
    ru-Latn: minut* |
    zh-Latn: fenzhong |
    el-Latn: lepta |
    tr: dakika* | ja: 分間 | ko: 분 | zh: 分钟 |
    nl: minuten minuut | id: menit | vi: phut | uk: хвилин* | sv: minuter minut | cs: minut* | zh-Hant: 分鐘 |
    ar: دقائق دقيقه | hi: मिनट minute | th: นาที | fil: minuto`,
  day: `es: día dias días | pt: dia dias | de: tage tagen | fr: jour* | it: giorn* | pl: dzień dni |
    da: dage dagen døgn |
    nb: dager døgn |
    fi: päivä* |
    hu: napig napja napos |
    ro: zile zi |
    sk: dní dni dňa |
    el: μέρες ημέρες |
    he: ימים יום |
    fa: روز* |
    bg: дни ден |
    ms: hari |
    ja-Latn: ichinichi |
    ru-Latn: dnei dnya |
    el-Latn: meres |
    ru: день дня дней сутки суток | tr: gün* | ja: 日間 | ko: 일 | zh: 天 |
    nl: dag dagen | id: hari | vi: ngay | uk: день дні днів | sv: dag dagar | cs: dny dní | zh-Hant: 天 | ar: يوم ايام |
    hi: दिन din | th: วัน | fil: araw`,
  today: `es: hoy | pt: hoje | de: heute | fr: aujourd'hui aujourdhui | it: oggi | pl: dzisiaj dziś | ru: сегодня |
    ja-Latn: kyou |
    ru-Latn: segodnya |
    zh-Latn: jintian |
    el-Latn: simera |
    fr: aujourd_hui |
    tr: bugün bugun | ja: 今日 | ko: 오늘 | zh: 今天 |
    nl: vandaag | id: hari_ini | vi: hom_nay | uk: сьогодні | sv: idag | cs: dnes | zh-Hant: 今天 | ar: اليوم |
    hi: आज aaj | th: วันนี้ | fil: ngayon`,
  private: `es: privado* | pt: privado* | de: privat* | fr: privé* prive* | it: privat* | pl: prywatn* |
    da: privat* |
    nb: privat* |
    fi: yksityi* |
    hu: privát* privat* |
    ro: privat* |
    sk: súkromn* sukromn* |
    hr: privatn* |
    el: ιδιωτικ* |
    he: פרטי |
    fa: خصوصی |
    bg: лично лични частн* |
    ms: peribadi |
    ru: приватн* | tr: özel ozel | ja: プライベート 非公開 | ko: 비공개 | zh: 私密 |
    nl: privé* | id: pribadi privat | vi: rieng_tu | uk: приватн* | sv: privat* | cs: soukrom* | zh-Hant: 私人 私密 |
    ar: خاص* | hi: प्राइवेट | th: ส่วนตัว | fil: pribado`,
  hide: `es: oculta* esconde* | pt: esconde* oculta* | de: versteck* verberg* | fr: cache cachez masque* |
    de: unsichtbar |
    it: nascond* | pl: ukryj* | ru: скрой* спрячь* | tr: gizle* | ja: 隠して 非表示 | ko: 숨겨 | zh: 隐藏`,
  lock: `es: bloquea_el_canal | de: sperre_den_kanal sperr_den_kanal | fr: verrouille* verrouiller |
    da: luk_kanalen lås låse låst |
    nb:  lås låse låst |
    fi: lukitse* |
    hu: zárd_le lezár* |
    ro: blochează blocheaza |
    sk: zamkni* |
    hr: zaključaj zakljucaj |
    el: κλείδωσε |
    he: תנעל נעל |
    fa: قفل* |
    bg: заключи* |
    ms: kunci |
    ja-Latn: rokku |
    de: zumach* dichtmach* |
    ru-Latn: zakroi* |
    zh-Latn: suoding |
    el-Latn: kleidwse kleidose |
    zh: 锁 |
    zh-Hant: 鎖 |
    ko: 잠그 잠금 잠궈 |
    pt: tranca trancar trancada trancado |
    ja: 誰も書き込めない 誰も書けない |
    it: blocca_il_canale | pl: zablokuj_kanał | ru: закрой* | ja: ロック | ko: 잠가 | zh: 锁定`,
  details: `es: detalle* información informacion | pt: detalhe* informaç* |
    ja: 中身 |
    de: details serverinfo* mitgliederinfo* kanalinfo* eventdetails | fr: détail détails | it: dettagl* |
    pl: szczegół* szczegol* informacje informacji | ru: подробн* информаци* | tr: detay* bilgi* | ja: 詳細 情報 |
    ko: 정보 상세 | zh: 详情 信息 |
    nl: details informatie | id: detail* informasi | vi: chi_tiet thong_tin | uk: подробиц* інформаці* | sv: detaljer* |
    cs: podrobnost* informace | zh-Hant: 詳情 資訊 | ar: تفاصيل معلومات | hi: जानकारी डिटेल* | th: รายละเอียด ข้อมูล |
    fil: detalye* impormasyon`,
  profile: `es: perfil | pt: perfil | de: profil serverprofil* | fr: profil profils | it: profilo |
    pl: profil* profil | ru: профил* | tr: profil* | ja: プロフィール | ko: 프로필 | zh: 资料`,
  dm: `es: mensaje_directo md privi mensaje_privado | pt: dm_privado pv |
    da: privatbesked* |
    nb: privatmelding* |
    fi: yksityisviest* |
    hu: privát_üzenet |
    ro: mesaj_privat |
    sk: súkromnú_správu |
    hr: privatnu_poruku |
    el: προσωπικό_μήνυμα |
    he: בפרטי |
    fa: پیوی |
    bg: лично_съобщение |
    ms: mesej_peribadi |
    de: privatnachricht* direktnachricht* pn pns | fr: mp message_privé mps | pl: prywatna_wiadomość pw priv |
    ru: лс личк* личные_сообщения | tr: özel_mesaj özelden dm | ja: DM ダイレクトメッセージ | ko: 디엠 개인_메시지 개인메시지 | zh: 私信 私聊 |
    it: messaggio_privato messaggi_privati |
    nl: privébericht* pb | id: pesan_pribadi | vi: nhan_rieng tin_nhan_rieng | uk: особист* | sv: privat_meddelande dm |
    cs: soukromá_zpráva | zh-Hant: 私訊 私聊 | ar: رساله_خاصه خاص | hi: डीएम | th: ข้อความส่วนตัว | fil: pribadong_mensahe`,
  publish: `es: publica* | pt: publica* | de: veröffentlich* veroffentlich* | fr: publie* | it: pubblica* |
    pl: opublikuj* | ru: опубликуй* опублик* | tr: yayınla* yayinla* | ja: 公開 | ko: 게시 | zh: 发布`,
  follow: `es: sigue* seguir | pt: segue* seguir | de: folg* | fr: suivre suis | it: segui* | pl: obserwuj* |
    fr: abonne abonner abonnez |
    nl: volgen volgt |
    uk: підпиш* |
    sv: följer följa |
    cs: sleduj* sledovat |
    ru: подпиш* | tr: takip* | ja: フォロー | ko: 팔로우 | zh: 关注`,
  upload: `es: sube* subir | pt: sobe* envia* carrega* | de: hochlad* lade_hoch | fr: téléverse* televerse* importe* |
    it: carica* | pl: wgraj* prześlij* | ru: загрузи* | tr: yükle* yukle* | ja: アップロード 追加して | ko: 업로드 올려 | zh: 上传 |
    nl: upload* | id: unggah* | vi: tai_len | uk: завантаж* | sv: ladda_upp | cs: nahraj* | zh-Hant: 上傳 | ar: ارفع |
    hi: अपलोड | th: อัปโหลด`,
  image: `es: imagen* | pt: imagem* | de: bild* | fr: image* | it: immagin* | pl: obraz* | ru: изображен* картинк* |
    tr: resim* görsel* | ja: 画像 | ko: 이미지 | zh: 图片 |
    nl: afbeelding* | id: gambar | vi: hinh_anh anh | uk: зображен* картинк* | sv: bild* | cs: obrázek obrazk* |
    zh-Hant: 圖片 | ar: صوره | hi: तस्वीर इमेज | th: รูป รูปภาพ | fil: larawan`,
  online: `es: conectado* en_línea | pt: online | de: online | fr: en_ligne | it: online | pl: online | ru: онлайн |
    tr: çevrimiçi | ja: オンライン | ko: 온라인 | zh: 在线`,
  stage: `es: escenario | pt: palco | de: bühne* buhne* bühnenkanal* buhnenkanal* bühnenveranstaltung* |
    da: scene* scenekanal* |
    nb: scene* scenekanal* |
    fi: lavalla lavakanav* lavatapahtum* |
    hu: színpad* |
    ro: scenă scena |
    sk: pódiá |
    hr: pozornic* |
    el: σκηνή |
    he: במה |
    fa: استیج |
    bg: сцена* |
    ms: pentas |
    ar: ستيج ستيدج المسرح | th: สเตจ เวที | hi: स्टेज | zh-Hant: 舞台 | vi: san_khau | id: panggung |
    fr: conférence scène | it: palco | pl: scena scenę sceny scenie | ru: сцен* трибун* стейдж* | tr: sahne* |
    ja: ステージ | ko: 스테이지 | zh: 舞台`,
  application: `es: aplicación aplicacion | pt: aplicação aplicativo | de: anwendung* app | fr: application |
    it: applicazione | pl: aplikacj* | ru: приложени* | tr: uygulama* | ja: アプリ アプリケーション | ko: 앱 애플리케이션 | zh: 应用`,
  first: `es: primer* | pt: primeir* | de: erste* | fr: premier* première* | it: primo prima primi | pl: pierwsz* |
    ar: اول |
    ru: перв* | tr: ilk | ja: 最初 | ko: 첫 | zh: 第一`,
  get: `es: obtén obten consulta* | pt: pega* obtém obtem consulta* | de: hol holen abruf* |
    uk: отримати отримає отримав отримала |
    fr: récupère* recupere* obtiens | it: ottieni* recupera* | pl: pobierz* | ru: получи* | tr: getir* | ja: 取得 |
    ko: 가져 조회 | zh: 获取`,
  want: `es: quiero | pt: quero | de: möchte mochte | fr: veux voudrais | it: voglio | pl: chcę chce | ru: хочу |
    tr: istiyorum | ja: たい | ko: 싶어 | zh: 想要`,
  members: `es: gente | pt: pessoal galera | de: leute | fr: gens | it: gente | pl: ludzi | ru: люди людей народ |
    tr: herkes üyeler | ja: みんな | ko: 사람들 | zh: 大家`,
  soundboard: `ja: サウンドボード | ko: 사운드보드 | zh: 音效板 声音板 | es: panel_de_sonidos | pt: painel_de_sons |
    fi: soundboard* |
    he: סאונדבורד |
    fa: ساندبورد |
    bg: саундборд* |
    it: pannello_dei_suoni |
    tr: ses_tahtası*`,
  integration: `ja: 連携 インテグレーション | ko: 연동 통합 | zh: 集成 整合 | de: integration* verknüpfung* verknupfung* |
    fr: intégration* integration* | pl: integracj* | es: integración integraciones | it: integrazione integrazioni`,
  widget: `ja: ウィジェット | ko: 위젯 | zh: 小部件 小组件 挂件`,
  archived: `ja: アーカイブ | ko: 보관된 아카이브 | zh: 归档 存档 | de: archiviert* | fr: archivés archivées |
    pl: zarchiwizowan* archiwaln* | es: archivado* | pt: arquivad* | it: archiviat* |
    tr: arşiv*`,
  bulk: `ja: 一括 一斉 | ko: 일괄 한꺼번에 | zh: 批量 一次性 | de: massenhaft* gleichzeitig auf_einmal |
    ja: 一気に まとめてBAN まとめてバン まとめてキック まとめて削除 まとめて消 |
    es: en_masa de_golpe todos_a_la_vez |
    pt: em_massa todos_de_uma_vez |
    it: in_blocco tutti_insieme in_un_colpo |
    ru: разом оптом одновременно |
    uk: разом оптом одночасно |
    tr: toplu topluca aynı_anda tek_seferde |
    nl: in_één_keer tegelijk tegelijkertijd |
    sv: på_en_gång samtidigt |
    cs: najednou naráz hromadně hromadne |
    hi: ek_saath ek_sath | id: sekaligus barengan | zh-Hant: 一次 一起 | vi: cung_luc mot_luot | ar: مره_وحده دفعه_وحده | th: ทีเดียว พร้อมกัน | fil: sabay_sabay |
    fr: en_masse d_un_coup en_même_temps | pl: naraz masowo`,
  typing: `ja: 入力中 タイピング | ko: 입력 타이핑 | zh: 正在输入 | de: tippt tippen tippanzeige* | fr: train_d_écrire |
    pl: pisze pisania | es: escribiendo | pt: digitando | it: scrivendo`,
  interaction: `ja: インタラクション | ko: 인터랙션 상호작용 | zh: 交互 | de: interaktion* | fr: interaction* | pl: interakcj*`,
  followup: `ja: フォローアップ | ko: 후속 | zh: 后续 | de: folgenachricht* nachgeschickt* | fr: suivi |
    pl: uzupełniając* uzupelniajac*`,
  entitlement: `ja: エンタイトルメント | ko: 엔타이틀먼트 | zh: 权益`,
  subscription: `ja: サブスク サブスクリプション | ko: 구독 | zh: 订阅 | de: abo abos abonnement* | fr: abonnement* | pl: subskrypcj* |
    es: suscripción suscripciones suscrito | pt: assinatura* assinante* | it: abbonament* abbonato`,
  blueprint: `ja: ブループリント 設計図 | ko: 블루프린트 | zh: 蓝图`,
  region: `ja: リージョン 地域 | ko: 리전 지역 | zh: 区域 地区 | de: region* sprachregion* | fr: région* region* | pl: region* |
    es: región regiones | pt: região regiões | it: regione regioni`,
  component: `ja: コンポーネント | ko: 컴포넌트 | zh: 组件 | de: komponente* | fr: composant* | pl: komponent*`,
  preview: `ja: プレビュー | ko: 미리보기 | zh: 预览 | de: vorschau* | fr: aperçu apercu | pl: podgląd* podglad*`,
  speaker: `ja: スピーカー 登壇 | ko: 발언자 | zh: 发言人 上台 | de: sprecher* redner* | fr: intervenant* intervenante* |
    pl: mówc* mowc* mówcą mowca`,
  audience: `ja: 聴衆 | ko: 청중 | zh: 听众 | de: publikum zuschauer* | fr: auditeur* auditrice* | pl: publiczno*`,
  position: `ja: 順番 並び順 順序 一番上 上の方 一つ上 一つ下 | ko: 순서 위로 위쪽 아래로 | zh: 顺序 排序 往上 往下 上面 下面 |
    ja: 下の方 下のほう 上のほう |
    de: reihenfolge* rollenreihenfolge* position* | fr: position* ordre | pl: kolejność* kolejnosc* pozycj* |
    es: posición posiciones | pt: posição posições | it: posizione posizioni |
    tr: sıra sırası sırasını sıralama*`,
  vanity: `ja: バニティ | ko: 바니티`,
  voters: `ja: 投票者 投票した人 | ko: 투표자 투표한 | zh: 投票者 投票的人 | es: votantes votaron votó votado |
    fr: votants |
    pt: votantes votou votaram | it: votanti votato`,
  raid: `ja: レイド | ko: 테러 레이드 | zh: 炸服 突袭 炸群`,
  reschedule: `ja: 延期 ずらし 遅らせ 繰り下げ | ko: 미뤄 연기 | zh: 推迟 延期 改期 |
    fr: décale* decale* reporte reportez repousse* |
    es: reprograma* pospón posponer aplaza* retrasa* atrasa* adelanta* |
    pt: reagenda* adia* adiar atrasa* adianta* posterga* | it: riprogramma* rimanda* posticipa* anticipa*`,
  upcoming: `ja: 次の 今後の これからの | ko: 앞으로 다가오는 | zh: 接下来 即将 下一个`,
  reason: `ja: 理由 | ko: 사유 이유 | zh: 原因 理由 | de: grund | fr: raison | pl: powód powod powodem |
    fr: motif motifs |
    es: motivo motivos razón | pt: motivo motivos razão`,
  username: `ja: ユーザー名 ユーザーネーム | ko: 사용자이름 유저네임 유저명 | zh: 用户名`,
  draft: `ja: 下書き 草案 文案 ドラフト | ko: 초안 | zh: 草稿 起草 | es: borrador* | pt: rascunho* | it: bozza bozze`,
  default: `ja: デフォルト 標準 組み込み | ko: 기본 | zh: 默认 内置 自带`,
  cancel: `ja: キャンセル 中止 | ko: 취소 | zh: 取消 | es: cancela* | pt: cancela* |
    fr: annule* |
    de: absag* sag_ab abgesagt |
    nl: annuleer* | id: batalkan* | vi: huy | uk: скасуй* | sv: avbryt* | cs: zruš zrus* | zh-Hant: 取消 |
    ar: الغ الغي الغاء | hi: रद्द | th: ยกเลิก | fil: kanselahin | tr: iptal*`,
  text: `de: textkanal* | fr: textuel textuels | pl: tekstow* |
    es: texto | pt: texto |
    tr: metin yazı`,
  overwrite: `de: überschreibung* uberschreibung* berechtigungsüberschreibung* berechtigungsuberschreibung* überschreib* uberschreib* |
    ja: 上書き | ko: 덮어쓰기 | zh: 权限覆盖 |
    fr: dérogation* derogation* surcharge* écrase* ecrase* | pl: nadpisan* nadpisz*`,
  hierarchy: `de: hierarchie* rollenhierarchie* | fr: hiérarchie* hierarchie* | pl: hierarchi* | es: jerarquía |
    pt: hierarquia | it: gerarchia`,
  set: `de: setz* stell* einstell* | fr: mets mettre définis* definis* définir definir | pl: ustaw*`,
  pack: `de: stickerpack* paket* | fr: pack packs | pl: paczk* paczek`,
  screen: `de: bildschirm* willkommensbildschirm* begrüßungsbildschirm* | fr: écran* ecran* | pl: ekran* |
    sv: skärm* välkomstskärm* |
    nl: scherm schermen welkomstscherm* |
    cs: obrazov* |
    ru: экран* |
    uk: екран* |
    ja: 画面 | ko: 화면 | zh: 界面 欢迎页 |
    es: pantalla | pt: tela | it: schermata |
    tr: ekran*`,
  original: `de: ursprünglich* ursprunglich* originalantwort* | fr: origine initiale | pl: pierwotn*`,
  gallery: `de: galerie* bildergalerie* mediengalerie* | fr: galerie* | pl: galeri*`,
  section: `de: abschnitt* | fr: sections | pl: sekcj*`,
  check: `de: prüf* pruf* überprüf* uberpruf* kontrollier* | fr: vérifie vérifiez vérifier contrôle contrôler |
    pl: sprawdź* sprawdz*`,
  purchase: `de: kauf käufe gekauft* einkauf* | fr: achat* acheté achetée | pl: zakup* kupił* kupil*`,
  active: `de: aktive aktiven aktiver laufende laufenden | fr: actifs | pl: aktywn* | es: activos activas |
    de: aktiv |
    fr: actif actives |
    ar: شغال* | vi: con_hieu_luc | zh-Hant: 有效 |
    ja: アクティブ 動いてる | ko: 활성 | zh: 活跃 |
    pt: ativo ativos ativas | it: attivi attive`,
  enable: `de: aktivier* einschalt* | fr: activer activez | pl: włącz* wlacz* | es: activa activar actívalo actívala |
    ja: 有効に オンに | ko: 켜 | zh: 开启 打开 |
    pt: ativa ativar ativado | it: attiva attivare attivalo`,
  disable: `de: deaktivier* ausschalt* abschalt* | fr: désactive* desactive* | pl: wyłącz* wylacz* | es: desactiva* |
    ja: 無効に オフに | ko: 꺼 비활성화 | zh: 关闭 关掉 禁用 |
    pt: desativa* | it: disattiva*`,
  token: `fr: jeton* | pl: tokenem tokena |
    ja: トークン |
    ko: 토큰 |
    zh: 令牌`,
  clear: `de: leer* aufräum* aufraum* | fr: vide vider videz nettoie* nettoyer | pl: wyczyść* wyczysc*`,
  yesterday: `de: gestern | fr: hier | pl: wczoraj |
    ja-Latn: kinou |
    ru-Latn: vchera |
    uk-Latn: vchora |
    zh-Latn: zuotian |
    el-Latn: xthes xtes |
    ar-Latn: embare7 imbare7 mbare7 |
    es: ayer | pt: ontem |
    nl: gisteren | id: kemarin | vi: hom_qua | uk: вчора учора | sv: igår | cs: včera | zh-Hant: 昨天 | ar: امس البارحه |
    hi: कल kal | th: เมื่อวาน | fil: kahapon | tr: dünkü dünden`,
  never: `de: niemals nie_wieder | fr: jamais | pl: nigdy |
    ja-Latn: nidoto |
    ru-Latn: nikogda |
    zh-Latn: yongyuan |
    el-Latn: pote_ksana |
    ja: 二度と | ko: 다시는 | zh: 永远 再也 |
    es: nunca jamás | pt: nunca jamais |
    it: mai_più mai_piu |
    ru: никогда |
    uk: ніколи |
    tr: asla hiçbir_zaman |
    nl: nooit |
    sv: aldrig |
    cs: nikdy`,
  later: `de: später spater | fr: plus_tard | pl: później pozniej`,
  expire: `de: abläuft ablaufen läuft_ab abgelaufen* | fr: expirer expiration | pl: wygasa* wygaś* wygas* |
    ja: 期限 有効期限 期限切れ | ko: 만료 | zh: 过期 有效期 |
    es: caduca* caducar expira* | pt: expira* | it: scade scadenza`,
  why: `de: warum wieso weshalb | fr: pourquoi | pl: dlaczego czemu |
    da: hvorfor |
    nb: hvorfor |
    fi: miksi miks |
    hu: miért miert |
    ro: de_ce dece dc |
    sk: prečo preco |
    hr: zašto zasto |
    el: γιατί |
    he: למה |
    fa: چرا |
    bg: защо |
    ms: kenapa knp mengapa |
    ja-Latn: naze doushite nande |
    ru-Latn: pochemu |
    uk-Latn: chomu |
    zh-Latn: weishenme |
    el-Latn: giati |
    ja: なぜ なんで どうして | ko: 왜 | zh: 为什么 为啥 |
    es: por_qué porqué | pt: por_que porquê pq |
    it: perché perche come_mai |
    ru: почему |
    uk: чому |
    tr: neden niye niçin nicin |
    nl: waarom |
    sv: varför |
    cs: proč proc`,
  talk: `de: reden redet sprechen spricht | fr: parler | pl: mówić mowic rozmawiać rozmawiac |
    da: snakke |
    nb: snakke prate |
    fi: puhu* puhua |
    hu: beszél* |
    ro: vorbi* vorbeasc* |
    sk: hovoriť hovorit rozprávať |
    hr: govori* pricat |
    el: μιλήσει μιλάει |
    he: לדבר מדבר |
    fa: حرف_بزنه صحبت* |
    bg: говори* |
    ms: bercakap cakap |
    ja-Latn: shaberu |
    zh-Latn: fayan shuohua |
    es: hablar habla hable hablen |
    pt: falar fala fale falem |
    ar: يتكلم* تكلم* يتكلمون | hi: bolne bol_sake |
    nl: praten | sv: prata | cs: mluvit | uk: говорити | zh-Hant: 發言 說話 | ar: التحدث | hi: बोलने | th: คุย |
    fil: magsalita | id: bicara | vi: noi_chuyen`,
  red: `de: rot rote roten | fr: rouge rouges | pl: czerwon* |
    nl: rood rode | id: merah | vi: mau_do | uk: червон* | sv: röd röda | cs: červen* | ar: احمر | hi: लाल | fil: pula`,
  green: `de: grün grüne grünen grun grune | fr: vert verte verts | pl: zielon*`,
  blue: `de: blau blaue blauen | fr: bleu bleue bleus | pl: niebiesk*`,
  gold: `de: golden goldene | fr: or doré dorée | pl: złot* zlot*`,
  purple: `de: lila violett violette | fr: violette violet | pl: fioletow*`,
  yellow: `de: gelb gelbe | fr: jaune jaunes | pl: żółt* zolt*`,
  pink: `de: rosa pink | fr: rose roses | pl: różow* rozow*`,
  verification: `es: verificación | pt: verificação |
    ja: 認証レベル |
    zh: 验证等级 验证级别 |
    zh-Hant: 驗證等級`,
  owner: `ja: オーナー 鯖主 | ko: 서버장 | zh: 服主 群主 |
    de: besitzer* eigentümer* eigentumer* inhaber* |
    fr: propriétaire* proprietaire* |
    es: dueño dueña propietario | pt: dono dona proprietário | it: proprietario`,
  classify: `es: clasifica clasificar | pt: classifica classificar | it: classifica classificare`,
  extract: `es: extrae extraer | pt: extrai extrair | it: estrai estrarre`,
  reorder: `es: reordena* | pt: reordena* | it: riordina*`,
  mention: `ja: メンション | ko: 멘션 | zh: 艾特 |
    de: erwähn* erwahn* |
    fr: mentionne mentionner mentionnent mentionnez |
    es: mención menciones mencionó | pt: menção menções mencionou | it: menzione menzioni`,
  start: `ja: 開始 始めて 始めたい | ko: 시작 | zh: 开始 开播 |
    de: starte starten startet |
    fr: lance lancer lancez démarre* demarre* |
    es: empieza* inicia* comienza* | pt: começa* inicia* | it: inizia* avvia*`,
  revoke: `ja: 無効化 | ko: 무효화 | zh: 作废 |
    de: widerruf* |
    fr: révoque* revoque* |
    es: revoca* | pt: revoga* | it: revoca*`,
  guest: `es: invitado invitados invitada invitadas |
    ja: ゲスト |
    ko: 게스트 손님 |
    zh: 访客 游客 |
    de: gast gäste gästen |
    pt: convidado convidados convidada convidadas visitante visitantes | it: ospite ospiti |
    nl: gast gasten | sv: gäst gäster | id: tamu | vi: khach | uk: гість гост* | ar: زائر ضيف | hi: मेहमान गेस्ट |
    th: แขก | fil: bisita | zh-Hant: 訪客`,
  muted: `de: stummgeschaltet* | fr: en_sourdine | pl: wyciszon* |
    ja: ミュート中`,
  manage: `de: verwalten verwalte verwaltet verwaltung | fr: gérer gère gerer gere |
    pl: zarządzaj* zarzadzaj* zarządzani* zarzadzani*`,
  replace: `de: ersetz* austausch* tausch* | fr: remplace* | pl: zastąp* zastap*`,
  attend: `de: teilnehm* teilnahme nimmt_teil | fr: participe participes participer participent |
    pl: uczestnic* uczestnik*`,
  file: `de: datei* | fr: fichier* | pl: plik*`,
  deny: `nl: verbied* | id: larang* jangan_biarkan tidak_boleh | vi: khong_cho | uk: заборони* | sv: förbjud* |
    cs: zakaž zakaz* | zh-Hant: 禁止 | ar: امنع* | hi: मना रोको | th: ไม่ให้ ห้าม | fil: huwag_payagan bawal*`,
  seconds: `es: segundos | pt: segundos | it: secondi | pl: sekund* | ru: секунд* | uk: секунд* | tr: saniye* | nl: seconden seconde | sv: sekunder |
    da: sekund* |
    nb: sekund* |
    fi: sekunti* sek |
    hu: másodperc* masodperc* |
    ro: secunde secundă |
    sk: sekúnd* sekund* |
    hr: sekund* |
    el: δευτερόλεπτα δευτερολεπτ* |
    he: שניות |
    fa: ثانیه* |
    bg: секунд* |
    cs: sekund* |
    de: sekunde sekunden | fr: seconde secondes`,
  archive: `es: archiva archivar archívalo archívala | pt: arquiva arquivar arquive arquivá-la`,
  tag: `es: etiqueta etiquetas | pt: etiqueta etiquetas |
    zh-Hant: 標籤`,
  vote: `es: voto votos votar | pt: voto votos votar`,
  calendar: `es: calendario | pt: calendário |
    de: kalender serverkalender* |
    fr: calendrier |
    ja: カレンダー | ko: 캘린더 달력 | zh: 日历`,
  giveaway: `es: sorteo sorteos | pt: sorteio sorteios`,
  accounts: `es: cuentas | pt: contas`,
  pause: `es: pausa pausar pausen | pt: pausa pausar pausem`,
  above: `es: encima arriba | pt: acima`,
  below: `es: debajo abajo | pt: abaixo`,
  joins: `es: entradas | pt: entradas`,
  see: `it: vede vedono |
    ja: みれな みえな |
    ja: 見えな 見られな 見れな 見える 見られる 見れる |
    zh: 看不到 看得到 看不见 看得见 |
    pl: widzi widzą widza widzieć widziec |
    ru: видит видят видеть |
    uk: бачить бачать бачити |
    tr: göremiyor goremiyor göremiyorlar görebilsin gorebilsin görebilir gorebilir göremez goremez |
    nl: ziet |
    sv: ser_inte inte_se kan_se |
    cs: vidí vidi nevidí nevidi vidět videt |
    de: sehen sieht seht | fr: voient voit voyez`,
  automatically: `it: automaticamente | pl: automatycznie | ru: автоматически | uk: автоматично | tr: otomatik otomatikman |
    da: automatisk |
    nb: automatisk |
    fi: automaattisesti itsestään |
    hu: automatikusan magától |
    ro: automat singur |
    sk: automaticky |
    hr: automatski |
    el: αυτόματα |
    he: אוטומטית לבד |
    fa: خودکار* خودش |
    bg: автоматично сам |
    ms: automatik sendiri |
    ja-Latn: jidou jidouteki |
    ru-Latn: avtomaticheski |
    zh-Latn: zidong |
    el-Latn: automata |
    fr: automatiquement tout_seul toute_seule |
    zh: 自动 |
    ko: 자동 |
    nl: automatisch | sv: automatiskt | cs: automaticky |
    id: otomatis | vi: tu_dong | zh-Hant: 自動 | ar: تلقائي* | hi: अपने_आप apne_aap | th: อัตโนมัติ | fil: kusa kusang`,
  anymore: `pl: już_nie juz_nie | ru: больше_не | uk: більше_не | tr: artık artik | nl: niet_meer | sv: inte_längre |
    cs: už_nemá už_nemají už_není už_nesmí`,
  pick: `it: scegliere scelgono sceglie scegliete | pl: wybrać wybrac wybierz* wybiera* | ru: выбрать выбирать выбирают выберут |
    uk: обрати обирати обирають вибрати вибирати | tr: seçsin secsin seçebilsin secebilsin seçebilmeli secebilmeli seçmeli |
    nl: kiezen kiest | sv: välja väljer | cs: vybrat vyberou vybírat vybirat vybere |
    id: pilih* milih memilih | vi: chon | zh-Hant: 選擇 選 | ar: يختار* اختار* اختيار | hi: चुन* chuno chuna chunein chunna chunne chun_lo chunke | th: เลือก |
    fil: pumili pipili piliin |
    de: auswählen aussuchen wählen wählt | fr: choisir choisissent choisit choisissez`,
  deleted: `it: cancellato cancellata cancellati cancellate eliminato eliminata eliminati eliminate |
    pl: usunął usunal usunęła usunela usunęli usuneli skasował skasowal skasowała skasowala skasowali |
    ru: удалил удалила удалили удалён удалено снёс снесла снесли |
    uk: видалив видалила видалили видалено |
    tr: sildi silmiş silmis silindi silinmiş silinmis |
    nl: verwijderd verwijderde gewist |
    sv: raderade raderat tog_bort |
    cs: smazal smazala smazali smazáno odstranil odstranila odstranili`,
  banned: `pl: ma_bana ma_bany | ru: в_бане забанен забанена забанены | uk: в_бані забанений забанена | tr: banlı banli |
    nl: gebanned gebannd | sv: bannad bannat | cs: má_ban zabanovaný zabanovaná | it: bannato bannata bannati`,
  account: `id: akun | vi: tai_khoan | zh-Hant: 帳號 帳戶 | ar: حساب* | hi: अकाउंट* | th: ไอดีใหม่ บัญชี แอคเคาท์`,
  pronouns: `zh-Hant: 代名詞 | ar: الضمائر ضمائر | hi: सर्वनाम | th: สรรพนาม | vi: danh_xung |
    de: pronomen | fr: pronom*`,
  interested: `ar: مهتم* اهتمام* | th: สนใจ | vi: quan_tam | zh-Hant: 有興趣 感興趣 | id: tertarik |
    de: interessiert* interesse | fr: intéressé*`,
  admin: `th: แอดมิน | zh-Hant: 管理員 | ar: الاداره اداره ادمن`,
  only: `hi: sirf सिर्फ केवल | th: เท่านั้น คนเดียว แค่ | zh-Hant: 只有 只能 | id: cuma hanya | ar: فقط بس | fil: lang lamang |
    vi: chi_co chi_duoc`,
  back: `fil: makabalik bumalik balik | id: balik | vi: quay_lai vao_lai | zh-Hant: 回來 | ar: يرجع* رجوع ترجع* | hi: wapas वापस |
    de: zurückkommen zuruckkommen wiederkommen wiederkommt zurückkehren zuruckkehren |
    fr: revenir reviens revient reviennent |
    th: กลับมา กลับเข้า`,
  interests: `ar: اهتمامات اهتماماتهم اهتماماتك اهتماماته`,
  live: `fr: en_direct`,
  now: `de: jetzt sofort | fr: maintenant |
    ja-Latn: ima |
    ru-Latn: seichas sejchas |
    zh-Latn: xianzai |
    el-Latn: twra tora`,
  voted: `de: gestimmt abgestimmt`,
  custom: `fr: perso personnalisé* personnalise*`,
  slots: `de: platz plätze`,
  tournament: `de: turnier* | fr: tournoi*`,
  game: `de: spieleabend* | fr: jeux`,
  night: `de: abend abends spieleabend* filmabend* | fr: soirée* soiree*`,
  newcomers: `de: neuankömmling* neuling* neuzugäng* | fr: arrivants nouveaux_arrivants nouveaux_venus |
    ja-Latn: shinki shinjin shinkisan |
    ru-Latn: novichk* novenk* |
    uk-Latn: novachk* |
    zh-Latn: xinren xinlai_de |
    el-Latn: kainourgioi |
    ko: 신입 뉴비`,
  ping: `de: pingen pingbar gepingt anpingen | fr: pinger pingable`,
  monday: `de: montag* | fr: lundi*`,
  tuesday: `de: dienstag* | fr: mardi*`,
  wednesday: `de: mittwoch* | fr: mercredi*`,
  thursday: `de: donnerstag* | fr: jeudi*`,
  friday: `de: freitag* | fr: vendredi*`,
  saturday: `de: samstag* | fr: samedi*`,
  sunday: `de: sonntag* | fr: dimanche*`,
  recommended: `ja: おすすめ オススメ | ko: 추천 | zh: 推荐`,
  rejoin: `ja: 戻ってこれない 戻ってこられない 戻れない 戻ってくる また入れる また参加でき 再参加 | ko: 재입장 | zh: 再进来`,
  lift: `fr: lève leve lever levez | de: aufheb* heb hebe hebt aufgehoben`,
  permanently: `fr: définitivement definitivement à_vie pour_de_bon pour_toujours | de: dauerhaft* endgültig* endgultig* für_immer fur_immer auf_lebenszeit`,
  deafen: `fr: sourd sourde sourds | de: taub`,
  everywhere: `fr: partout | de: überall uberall`,
  mod: `fr: modo modos modérateur* moderateur* modératrice* moderatrice* | de: moderatoren moderatorin*`,
  next: `fr: prochain prochaine prochains prochaines | de: nächste* nachste* kommende*`,
  contest: `fr: concours tirage tirage_au_sort | de: gewinnspiel* verlosung* wettbewerb*`,
  level: `fr: niveau niveaux | de: stufe stufen verifizierungsstufe*`,
  explain: `fr: explique* explique_moi expliquer | de: erklär* erklar*`,
  leaked: `ja: 漏れ 漏洩 流出 出回っ | ko: 유출 | zh: 泄露 泄漏 | zh-Hant: 外洩 洩漏 洩露`,
  volume: `es: volumen | de: lautstärke* lautstarke* | ja: 音量 | ko: 음량 볼륨 | zh: 音量 | ru: громкост* | pl: głośność* glosnosc* | tr: ses_seviye*`,
  keeps: `fr: sans_arrêt sans_arret arrête_pas arrete_pas constamment continuellement tout_le_temps en_boucle |
    de: ständig standig immer_wieder dauernd andauernd pausenlos |
    es: no_para no_paran sin_parar constantemente todo_el_rato a_cada_rato |
    pt: toda_hora sem_parar o_tempo_todo fica_mandando fica_postando fica_enviando vive_mandando vive_postando |
    it: continua continuano di_continuo in_continuazione |
    nl: blijft blijven steeds telkens |
    pl: ciągle ciagle wciąż wciaz bez_przerwy w_kółko w_kolko |
    ja: 何度も 何回も 繰り返し しつこく なんども なんかいも |
    ko: 계속 자꾸 |
    zh: 一直 老是 总是 不停 反复 不断`,
  same: `fr: le_même la_même les_mêmes |
    de: denselben dieselbe dieselben dasselbe derselbe demselben |
    es: mismo misma mismos mismas |
    pt: mesmo mesma mesmos mesmas |
    it: stesso stessa stessi stesse |
    nl: dezelfde hetzelfde |
    pl: ten_sam tę_samą te_sama to_samo tego_samego |
    ja: 同じ おなじ |
    ko: 같은 똑같은 |
    zh: 同一 同样的 一样的`,
};

/** Latin letters whose diacritics are not combining marks, spelled as the folded text spells them. */
const LATIN_FOLD: Record<string, string> = { ı: 'i', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', þ: 'th' };

/**
 * A text as search compares it: compatibility forms (full-width letters) made plain, lower case, Latin and Greek
 * letters without their accents ("mensagens"/"mensagéns", "lösche"/"losche", "μήνυμα"/"ΜΗΝΥΜΑ"); other scripts
 * keep theirs (a Japanese voiced mark or a Korean syllable is part of the letter), but for the optional ones
 * (Arabic and Hebrew vowel marks) and letters written two ways (Persian and Arabic yeh and kaf, Hebrew final forms).
 */
export function foldText(text: string): string {
  return joinedWords(text)
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKD')
    // Greek accents (tonos, dialytika) are left out as often as Latin ones, and capitals never carry them.
    .replace(/([\p{Script=Latin}\p{Script=Greek}])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/ς/g, 'σ')
    .replace(/[ıßøæœłđþ]/g, (c) => LATIN_FOLD[c]!)
    // Arabic short vowels, shadda and tatweel are optional in writing; hamza seats and the final forms vary by hand.
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    // Persian writes its own yeh and kaf, often typed with the Arabic ones; its digits and Arabic's are digits.
    .replace(/[یۀک]/g, (c) => PERSIAN_FOLD[c]!)
    .replace(/[۰-۹٠-٩]/g, (d) => String(d.charCodeAt(0) & 0xf))
    // Hebrew vowel points and cantillation are optional; a final letter is its letter (ערוץ, ערוצים).
    .replace(/[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g, '')
    .replace(/[ךםןףץ]/g, (c) => HEBREW_FINALS[c]!)
    // The Devanagari nukta is often left out ("यूज़र", "यूजर").
    .replace(/\u093C/g, '');
}

const PERSIAN_FOLD: Record<string, string> = { ی: 'ي', ک: 'ك', ۀ: 'ه' };
const HEBREW_FINALS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/**
 * Marks inside a word that are not word breaks: the zero-width non-joiner Persian writes between a word and its
 * suffix ("پیام‌ها" is typed "پیامها" too), and the geresh of Hebrew loanwords ("צ'אנל", "צ׳אנל").
 */
const joinedWords = (text: string): string => text.replace(/\u200C/g, '').replace(/(\p{Script=Hebrew})['׳’"״](?=\p{Script=Hebrew})/gu, '$1');

/** Scripts written without spaces between words (or with particles attached): their forms match anywhere. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** A form of the lexicon: the English word it stands for ('' for a function word), its language, and its spelling. */
interface Form {
  english: string;
  lang: string;
  /** As written in the lexicon, lower case, accents kept (the key it is found under is folded). */
  spelled: string;
}

interface Lexicon {
  /** Whole-word forms by their folded spelling. */
  words: Map<string, Form[]>;
  /** Stems (the form without its `*`, folded) and their forms, longest first, by their first letter. */
  stems: Map<string, [string, Form[]][]>;
  /** Forms in unspaced scripts → English words, longest first. */
  unspaced: [string, string[]][];
}

let lexicon: Lexicon | undefined;

function add<T>(map: Map<string, T[]>, key: string, entry: T): void {
  const list = map.get(key) ?? [];
  if (!list.includes(entry)) list.push(entry);
  map.set(key, list);
}

/**
 * Emoji people type for a Discord action or object instead of its word ("🔨 @spammer", "📌 this", "🔇 him 10 min"),
 * read as that word; emoji of feelings and reactions say nothing of what to do and are left out, as every emoji was.
 */
const EMOJI_WORDS: Record<string, string> = {
  '🔨': 'ban',
  '📌': 'pin',
  '🔇': 'mute',
  '🤐': 'mute',
  '👢': 'kick',
  '🦵': 'kick',
  '🗑': 'delete',
  '🧹': 'clear',
  '🧵': 'thread',
  '📢': 'announcement',
  '📣': 'announcement',
  '🔒': 'lock',
  '🔓': 'unlock',
  '🗳': 'poll',
  '📅': 'event',
  '🗓': 'event',
  '🪝': 'webhook',
  '✏': 'edit',
};
const EMOJI = new RegExp(`(?:${Object.keys(EMOJI_WORDS).join('|')})\uFE0F?`, 'gu');

/**
 * A form as typed, for comparing spellings: compatibility forms plain, lower case, accents kept; an emoji that
 * stands for a Discord word (EMOJI_WORDS) written as that word.
 */
export const spelling = (text: string): string =>
  joinedWords(text)
    .replace(EMOJI, (emoji) => ` ${EMOJI_WORDS[emoji.replace('\uFE0F', '')]} `)
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFC')
    // Romanian s and t with a comma are typed with a cedilla too (older keyboards): one spelling for both.
    .replace(/[șț]/g, (c) => (c === 'ș' ? 'ş' : 'ţ'));

/** The fewest letters of a katakana form read in hiragana too. */
const KANA_TWIN_LETTERS = 3;

function lexiconOf(): Lexicon {
  if (lexicon) return lexicon;
  const words = new Map<string, Form[]>();
  const stems = new Map<string, Form[]>();
  const unspaced = new Map<string, string[]>();
  for (const [english, spec] of Object.entries(LEXICON)) {
    const target = english === '-' ? '' : english;
    for (const part of spec.split('|')) {
      const colon = part.indexOf(':');
      const lang = part.slice(0, colon).trim();
      // Forms are separated by spaces; a phrase's words are joined by `_` ("wie_viele"), as the tokeniser joins
      // neighbouring words to look phrases up.
      for (const written of part.slice(colon + 1).trim().split(/\s+/).filter(Boolean)) {
        const form = foldText(written);
        const spelled = spelling(written).replace(/\*$/, '');
        if (UNSPACED.test(form)) add(unspaced, form.replace(/_/g, ' '), target);
        else if (form.endsWith('*')) add(stems, form.slice(0, -1), { english: target, lang, spelled });
        else add(words, form, { english: target, lang, spelled });
      }
    }
  }
  // A katakana word typed in hiragana is the same word; a short one is not taken (すれ is often "if one does").
  for (const [form, english] of [...unspaced]) {
    const twin = hiraganaOf(form);
    if (isKatakana(form) && form.length >= KANA_TWIN_LETTERS && !unspaced.has(twin)) for (const e of english) add(unspaced, twin, e);
  }
  const longestFirst = <T>(map: Map<string, T>) => [...map].sort((a, b) => b[0].length - a[0].length);
  const byFirstLetter = new Map<string, [string, Form[]][]>();
  for (const entry of longestFirst(stems)) byFirstLetter.set(entry[0][0]!, [...(byFirstLetter.get(entry[0][0]!) ?? []), entry]);
  lexicon = { words, stems: byFirstLetter, unspaced: longestFirst(unspaced) };
  return lexicon;
}

/**
 * English words a form of another language would misread ("todo" is a Spanish "all"; "app" stays an app): the
 * lexicon leaves them as they are. test/search/discord-lexicon.test.ts finds the ones the English sources use.
 */
const ENGLISH = new Set(['app', 'todo', 'todos', 'lee', 'mia']);

/** How many letters a stem form may be followed by ("mensaj*" + "es"; Turkish and Slavic endings are long). */
const STEM_SUFFIX = 6;

/**
 * The accented Latin letters each language of the lexicon writes. A word typed with an accent its language does
 * not have is not that language's word: Swedish "läs" is not Spanish "las", Turkish "alın" not Filipino "alin".
 * A language not listed writes none.
 */
const ALPHABETS: Record<string, string> = {
  es: 'áéíóúüñ',
  pt: 'áâãàçéêíóôõúü',
  de: 'äöüß',
  fr: 'àâæçéèêëîïôœùûüÿ',
  it: 'àèéìíîòóùú',
  pl: 'ąćęłńóśźż',
  tr: 'çğıöşüâîû',
  vi: 'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ',
  sv: 'åäöé',
  cs: 'áčďéěíňóřšťúůýž',
  nl: 'éëïöüèáóú',
  fil: 'ñ',
  da: 'æøåé',
  nb: 'æøåéô',
  fi: 'äöå',
  hu: 'áéíóöőúüű',
  ro: 'ăâîşţ',
  sk: 'áäčďéíĺľňóôŕšťúýž',
  hr: 'čćđšž',
};

/**
 * Whether a word typed as `spelled` can be a form of the lexicon (the whole form, or its stem when `stem`; the two
 * fold alike). Folding is how people type without accents, so a word typed without any is every form it folds to.
 * A word typed with accents must have them in the form's language, and keep every accent the form is written with
 * ("enséñame" is "enseñ*", "não" is not "nào"); the lexicon writes Vietnamese folded, so "nào" is "nao".
 */
function mayBe(spelled: string, form: Form, stem: boolean): boolean {
  const typed = [...spelled];
  const accents = typed.filter(isAccented);
  if (!accents.length) return true;
  const alphabet = ALPHABETS[form.lang] ?? '';
  if (!accents.every((c) => alphabet.includes(c))) return false;
  const written = [...form.spelled];
  // Letters that fold to two (ß, æ) shift the positions: such a word is compared by its accents alone.
  if (!stem && written.length !== typed.length) return true;
  return written.every((c, i) => !isAccented(c) || typed[i] === c);
}

const isAccented = (c: string): boolean => /\p{Script=Latin}/u.test(c) && !/[a-z]/.test(c);

/** The English words of the forms a typed word can be: those spelled exactly as typed first, else those it may be. */
function meaningOf(spelled: string, forms: readonly Form[], stem: boolean): string[] {
  const exact = forms.filter((f) => (stem ? spelled.startsWith(f.spelled) : spelled === f.spelled));
  const chosen = exact.length ? exact : forms.filter((f) => mayBe(spelled, f, stem));
  return [...new Set(chosen.map((f) => f.english))];
}

/**
 * The English words a folded word of a spaced script stands for: [] when the lexicon does not know it, [''] for a
 * function word. `spelled` is the word as typed (spelling(); by default the folded word itself): a form spelled
 * exactly as typed wins over the others that fold alike, and accents tell languages apart (see mayBe). Given the
 * request's `languages` (request-language.ts), only their forms are read: German "hier" is not French "hier".
 */
export function translateWord(word: string, spelled = word, languages?: ReadonlySet<string>): string[] {
  if (ENGLISH.has(word)) return [];
  const own = lookUp(word, spelled, languages);
  if (!own.length && (!languages || languages.has('de'))) {
    const umlauts = withUmlauts(spelled);
    if (umlauts.length) return umlauts;
  }
  // Every language mixes in Discord's English words: Vietnamese "ban" is a function word and the English ban.
  if (languages && own.length && own.every((e) => e === '') && Object.hasOwn(LEXICON, word)) return [word];
  const prefixes = ARABIC.test(word) ? ARABIC_PREFIXES : HEBREW.test(word) ? HEBREW_PREFIXES : undefined;
  if (own.length || !prefixes) return own;
  // Arabic writes "and", "the", "with", "to" onto the word ("والرسائل", "بالقناة", "للسيرفر"); Hebrew too ("ההודעות", "לערוץ", "מהשרת").
  for (const prefix of prefixes) {
    if (word.length - prefix.length < 2 || !word.startsWith(prefix)) continue;
    const english = lookUp(word.slice(prefix.length), word.slice(prefix.length), languages);
    if (english.length) return english;
  }
  return [];
}

/** German typed without its umlauts writes them as two letters: "loesch", "fuer", "aendern". */
const UMLAUT_DIGRAPH = /([aou])e/g;
const UMLAUTS: Record<string, string> = { a: 'ä', o: 'ö', u: 'ü' };

/**
 * The German forms a word typed with umlaut digraphs stands for ("loesch" is "lösch*", "geloescht" "gelöscht*"):
 * only a form written with an umlaut at each digraph's place (spelled exactly so), so "neue", "blue" or another
 * language's word with "ae", "oe" or "ue" never reads as one.
 */
function withUmlauts(spelled: string): string[] {
  if (!/[aou]e/.test(spelled) || /[äöü]/.test(spelled)) return [];
  const typed = spelled.replace(UMLAUT_DIGRAPH, (_, vowel: string) => UMLAUTS[vowel]!);
  const folded = foldText(typed);
  const { words, stems } = lexiconOf();
  const german = (f: Form) => f.lang === 'de' && /[äöü]/.test(f.spelled);
  const whole = (words.get(folded) ?? []).filter((f) => german(f) && f.spelled === typed);
  if (whole.length) return [...new Set(whole.map((f) => f.english))];
  for (const [stem, forms] of stems.get(folded[0]!) ?? []) {
    if (folded.length - stem.length > STEM_SUFFIX || !folded.startsWith(stem) || folded.includes('_', stem.length)) continue;
    const found = forms.filter((f) => german(f) && typed.startsWith(f.spelled));
    if (found.length) return [...new Set(found.map((f) => f.english))];
  }
  return [];
}

const ARABIC = /^\p{Script=Arabic}/u;
/** Prefixes Arabic attaches to a word, longest first. */
const ARABIC_PREFIXES = ['وبال', 'وال', 'بال', 'فال', 'كال', 'ولل', 'لل', 'ال', 'و', 'ف', 'ب', 'ل'];
const HEBREW = /^\p{Script=Hebrew}/u;
/** Prefixes Hebrew attaches to a word (and, the, in, to, from, that, as), longest first. */
const HEBREW_PREFIXES = ['וש', 'וה', 'וב', 'ול', 'ומ', 'שה', 'שב', 'של', 'מה', 'כש', 'ה', 'ו', 'ב', 'ל', 'מ', 'ש', 'כ'];

function lookUp(word: string, spelled: string, languages?: ReadonlySet<string>): string[] {
  const { words, stems } = lexiconOf();
  const ofLanguage = (forms: readonly Form[]) => (languages ? forms.filter((f) => languages.has(f.lang)) : forms);
  const whole = meaningOf(spelled, ofLanguage(words.get(word) ?? []), false);
  if (whole.length) return whole;
  for (const [stem, forms] of stems.get(word[0]!) ?? []) {
    if (word.length - stem.length > STEM_SUFFIX) continue;
    // A stem of one word never reaches into the next word of a phrase being looked up.
    if (word.includes('_', stem.length)) continue;
    if (!word.startsWith(stem)) continue;
    const english = meaningOf(spelled, ofLanguage(forms), true);
    if (english.length) return english;
  }
  return [];
}

/** The length of the longest lexicon form of an unspaced script that starts at `at` in `text` (0 when none). */
export function unspacedFormAt(text: string, at: number): number {
  for (const [form] of lexiconOf().unspaced) if (text.startsWith(form, at)) return form.length;
  return 0;
}

/**
 * A run of an unspaced script cut at the lexicon's forms, read left to right (at each place the longest form that
 * starts there): its forms, and the letters between them as they are.
 */
export function piecesOfRun(run: string): { text: string; form: boolean }[] {
  const pieces: { text: string; form: boolean }[] = [];
  let between = '';
  for (let at = 0; at < run.length; ) {
    const letters = unspacedFormAt(run, at);
    if (!letters) {
      between += run[at++];
      continue;
    }
    if (between) pieces.push({ text: between, form: false });
    pieces.push({ text: run.slice(at, at + letters), form: true });
    between = '';
    at += letters;
  }
  if (between) pieces.push({ text: between, form: false });
  return pieces;
}

/** The English words an unspaced run (Japanese, Chinese, Korean, Thai) holds, in the order they appear. */
export function translateUnspaced(run: string): string[] {
  const { unspaced } = lexiconOf();
  const found: { at: number; english: string[] }[] = [];
  const taken = new Array<boolean>(run.length).fill(false);
  for (const [form, english] of unspaced) {
    let at = run.indexOf(form);
    while (at >= 0) {
      // A longer form already read these letters ("ピン留め" before "ピン").
      if (!taken.slice(at, at + form.length).some(Boolean)) {
        found.push({ at, english });
        taken.fill(true, at, at + form.length);
      }
      at = run.indexOf(form, at + 1);
    }
  }
  return found.sort((a, b) => a.at - b.at).flatMap((f) => f.english);
}
