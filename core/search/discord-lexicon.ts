/**
 * Discord's vocabulary in the languages its communities speak, mapped to the English words the tools' contracts and
 * training requests use: "cargo", "Rolle", "rôle" and "ロール" all read as `role`, so a request in another language
 * meets the English index and classifiers. Per English word, per language, the forms people type (written with their
 * accents; they are folded like every request). A form ending in `*` is a stem: it also matches the word with up to
 * six more letters ("mensaj*" → mensaje, mensajes). Forms in Han, kana or Hangul match anywhere in the text (those
 * scripts do not separate words with spaces, and particles stick to Korean nouns). A word mapped to `-` is a function
 * word with no meaning for search ("los", "der", "の").
 *
 * Covered: es, pt (pt-BR), de, fr, it, pl, ru, tr, ja, ko, zh (zh-Hans). `test/search/discord-lexicon.test.ts`
 * checks that no English word of the contracts and training requests is read as something else.
 */
const LEXICON: Record<string, string> = {
  '-': `es: el la los las lo una unos unas de del al en y o que por para con sin este esta estos estas ese esa esos esas se le les me te nos su sus es son por_favor porfa |
    pt: o os as um uma uns umas do da dos das na nos nas em e ou que por para pra sem este esta esse essa isso isto ele ela se me te lhe seu sua seus suas por_favor |
    de: der die das den dem des ein eine einen einem einer und oder im in am an auf zu zum zur von vom mit für fur bitte mal doch ist sind es er sie ihn ihm den bei aus |
    fr: le la les l un une des du de d au aux et ou en dans sur pour par avec sans ce cet cette ces se s qu que qui est sont il elle lui leur leurs sa ses s'il stp svp |
    it: il lo la i gli le un una uno di del della dei delle da dal in nel nella su sul con e o che questo questa quello quella si ti ci per_favore |
    pl: w we na z ze do od i lub o że to ta te tego tej dla po przez proszę się |
    ru: в во на с со к по из от и или о об что это этот эта эти для пожалуйста же ли |
    tr: ve veya ile için bir bu şu o da de mu mü lütfen |
    ja: の を に は が で と へ から まで も や して ください ね よ です ます この その あの |
    ko: 을 를 이 가 은 는 에 에서 의 와 과 좀 |
    zh: 的 了 在 把 给 和 与 吗 呢 请 这 那 个 条`,
  delete: `es: borra* borrar elimina* quita* suprim* | pt: apaga* apagar exclui excluir exclua remova remover removeu deleta deletar | de: lösch* losch* entfern* |
    fr: supprim* efface* retire retirez | it: cancella cancellare cancellalo elimina eliminare rimuovi rimuovere | pl: usuń usun usuwa* skasuj* | ru: удали* удалить удаля* стер* снеси* снести |
    tr: sil silin silme* kaldır* sils* silebilir* silinsin | ja: 削除 消して 消す 消去 | ko: 삭제 지워 | zh: 删除 删掉 移除`,
  message: `es: mensaj* msj | pt: mensag* msg | de: nachricht* | fr: message* | it: messagg* | pl: wiadomo* | ru: сообщен* |
    tr: mesaj* | ja: メッセージ 投稿 発言 | ko: 메시지 메세지 | zh: 消息 信息 讯息`,
  channel: `es: canal canales | pt: canal canais | de: kanal kanäle kanale kanals | fr: salon* canal canaux chaîne* | it: canal* |
    pl: kanał* kanal* | ru: канал* | tr: kanal* | ja: チャンネル チャネル | ko: 채널 | zh: 频道`,
  role: `es: rol roles | pt: cargo* funç* | de: rolle rollen | fr: rôle* | it: ruol* | pl: rola rolę role roli rolami | ru: рол* | tr: rol rolü rolu rolün rolun rolleri roller rolunu rolünü rolüne rolde rolden rollerini rolleriyle rolle rolünden rolüyle |
    ja: ロール 役職 | ko: 역할 | zh: 身份组 角色`,
  member: `es: miembro* | pt: membro* | de: mitglied* | fr: membre* | it: membr* | pl: członk* czlonk* | ru: участник* | tr: üye* uye* |
    ja: メンバー | ko: 멤버 회원 | zh: 成员 会员`,
  user: `es: usuario* | pt: usuário* usuario* | de: nutzer* benutzer* user | fr: utilisateur* | it: utent* | pl: użytkownik* uzytkownik* |
    ru: пользовател* юзер* | tr: kullanıcı* kullanici* | ja: ユーザー ユーザ | ko: 사용자 유저 | zh: 用户`,
  ban: `es: banea* banear ban | pt: bane banir banido banida | de: banne bann bannen gebannt sperr* | fr: bannis* bannir bannir banni* ban |
    it: banna* bann* | pl: zbanuj* banuj* zbanow* | ru: забань* забан* бан банить бань забанить | tr: banla* yasakla* | ja: BAN バン 禁止 | ko: 밴 차단 | zh: 封禁 拉黑 封号`,
  unban: `es: desbanea* quita_el_ban | pt: desbane* desbanir | de: entbann* entsperr* | fr: débannis* debannis* | it: sbanna* |
    pl: odbanuj* | ru: разбань* разбан* сними_бан сними_блокировку | tr: banı_kaldır banını_kaldır yasağını_kaldır yasağı_kaldır banını_aç | ja: BAN解除 解除 | ko: 차단_해제 밴_해제 | zh: 解封 解除封禁`,
  bans: `es: baneos | pt: banimentos | de: bannliste sperrliste | fr: bannissements | it: bannati | pl: bany | ru: баны банлист* | tr: banlar banları ban_listesi yasaklılar yasaklananlar | ja: BANリスト | ko: 차단_목록 | zh: 封禁列表`,
  kick: `es: expulsa* echa* kickea* | pt: expuls* kicka* | de: kick* rauswerf* wirf | fr: expuls* vire* kick* | it: espell* caccia* kicka* |
    pl: wyrzuć* wyrzuc* | ru: кикни* кикн* выгони* выгнать кикай кикать | tr: atın kickle* sunucudan_at kanaldan_at | ja: キック 追放 | ko: 추방 킥 | zh: 踢出 踢`,
  create: `es: crea crear créalo créame haz hacer | pt: cria* criar faz fazer | de: erstell* mach mache machen anleg* erzeug* |
    fr: crée créez créer fais faire | it: crea creare crealo fai | pl: utwórz* utworz* stwórz* stworz* |
    ru: создай* создать сделай* созда* сдела* заведи* запили* | tr: oluştur* olustur* yap yapın kur kurun kursun oluşsun | ja: 作成 作って 作る 新しい 新規 | ko: 만들어 생성 새 | zh: 创建 建立 新建 新的`,
  list: `es: lista* listar | pt: lista* listar | de: liste auflist* | fr: liste* lister | it: elenc* lista* | pl: lista* listę liste |
    ru: список* перечисли* | tr: liste* listele* | ja: 一覧 リスト | ko: 목록 리스트 | zh: 列表 列出`,
  show: `es: muestra* mostrar ver enseña* | pt: mostra* mostrar ver | de: zeig* anzeig* | fr: montre* affiche* voir | it: mostra* vedere |
    pl: pokaż* pokaz* | ru: покажи* показать глянь* посмотри* покаж* | tr: göster* goster* gösterir göstersene | ja: 見せて 表示 見たい 確認 | ko: 보여 확인 | zh: 显示 查看 看看`,
  all: `es: todos todas todo toda | pt: todos todas todo toda | de: alle allen alles | fr: tous toutes tout toute | it: tutti tutte tutto |
    pl: wszystkie wszystkich | ru: все всех весь всю всем | tr: tüm tum bütün butun hepsi | ja: すべて 全て 全部 | ko: 모든 전부 | zh: 所有 全部`,
  my: `es: mi mis | pt: meu meus minha minhas | de: mein meine meinen meiner | fr: mon ma mes | it: mio mia miei mie | pl: mój moj moje moja |
    ru: мой мои моё мое моя | tr: benim | ja: 私の 自分の | ko: 내 나의 | zh: 我的`,
  send: `es: envía* envia* enviar manda* mandar escribe* publica* | pt: envia* enviar manda* mandar escreve* | de: schick* send* schreib* poste |
    fr: envoie envoyez envoyer écris* ecris* poste postez | it: invia* manda* scrivi* | pl: wyślij* wyslij* napisz* | ru: отправ* напиши* пошли* скинь* отпиши* |
    tr: gönder* gonder* yaz* | ja: 送って 送信 送る 投稿して 書いて | ko: 보내 전송 | zh: 发送 发 发一条`,
  pin: `es: fija* fijar ancla* | pt: fixa* fixar | de: pinn* anpinn* anheft* | fr: épingle* epingle* | it: fissa* appunta* |
    pl: przypnij* przypi* | ru: закрепи* закреп* запинь* запин* | tr: sabitle* | ja: ピン留め ピン | ko: 고정 | zh: 置顶 固定`,
  unpin: `es: desfija* desancla* | pt: desfixa* | de: lospinn* | fr: désépingle* desepingle* | it: sblocca* | pl: odepnij* | ru: открепи* откреп* распинь* |
    tr: sabitlemeyi_kaldır sabitlemesini_kaldır | ja: ピン留めを外 ピン留め解除 | ko: 고정_해제 | zh: 取消置顶`,
  pinned: `es: fijados fijado | pt: fixadas fixados | de: angepinnt* gepinnt* | fr: épinglés épinglé epingles | it: fissati | pl: przypięte przypiete | ru: закреплённые закрепленные | tr: sabitlenmiş sabitlenmis sabitlenen*`,
  rename: `es: renombra* | pt: renomei* renomear | de: umbenenn* benenne_um benenn* | fr: renomme* | it: rinomina* | pl: zmień_nazwę zmien_nazwe |
    ru: переименуй* переимен* | tr: yeniden_adlandır* adını_değiştir adını_yap ismini_değiştir | ja: 名前を変更 名前を変えて 改名 | ko: 이름_변경 이름을_바꿔 | zh: 重命名 改名`,
  change: `es: cambia* modifica* edita* actualiza* | pt: muda* mudar altera* modifica* edita* atualiza* | de: änder* ander* bearbeit* aktualisier* |
    fr: change changez modifie modifiez édite éditez mets_à_jour | it: cambia* modifica* aggiorna* | pl: zmień* zmien* edytuj* | ru: измени* поменяй* отредактируй* поменя* смени* измен* исправ* |
    tr: değiştir* degistir* düzenle* duzenle* güncelle* | ja: 変更 変えて 編集 更新 | ko: 변경 바꿔 수정 | zh: 修改 更改 编辑 更新`,
  name: `es: nombre llamado llamada | pt: nome chamado chamada | de: name namen namens heißt | fr: nom appelé appelée appele | it: nome chiamato chiamata |
    pl: nazwa nazwie nazwę nazwe | ru: назван* имя | tr: adı adında adlı isim | ja: 名前 という | ko: 이름 라는 | zh: 名为 名字 叫`,
  invite: `es: invitación invitacion invitaciones invita* | pt: convite* convida* | de: einladung* einlad* | fr: invitation* invite* |
    it: invit* | pl: zaproszen* zaprosz* | ru: приглашен* приглас* инвайт* | tr: davet* | ja: 招待 | ko: 초대 | zh: 邀请`,
  link: `es: enlace* link | pt: link* | de: link* | fr: lien* | it: link | pl: link* | ru: ссылк* | tr: bağlantı* baglanti* link* | ja: リンク | ko: 링크 | zh: 链接`,
  event: `es: evento* | pt: evento* | de: event events veranstaltung* termin termine | fr: événement* evenement* évènement* | it: evento eventi | pl: wydarzen* |
    ru: событи* ивент* мероприяти* эвент* | tr: etkinli* | ja: イベント | ko: 이벤트 | zh: 活动`,
  scheduled: `es: programado* planeado* | pt: agendado* programado* | de: geplant* | fr: prévu* prevu* planifié* | it: programmat* previst* |
    pl: zaplanowan* | ru: запланирован* запланируй* заплан* | tr: planlanmış* planlanan planla* | ja: 予定 | ko: 예정 | zh: 计划 预定`,
  rsvp: `es: inscrito* apuntado* | pt: inscrito* confirmad* | de: angemeldet* zugesagt* | fr: inscrit* | it: iscritt* | pl: zapisan* | ru: записал* | tr: katılan* katilan*`,
  emoji: `es: emoji* emoticono* | pt: emoji* | de: emoji* | fr: émoji* emoji* | it: emoji | pl: emoj* | ru: эмодзи смайл* эмоджи эмодж* смайлик* | tr: emoji* | ja: 絵文字 | ko: 이모지 이모티콘 | zh: 表情`,
  sticker: `es: sticker* pegatina* | pt: figurinha* | de: sticker* | fr: autocollant* sticker* | it: adesiv* | pl: naklejk* | ru: стикер* | tr: çıkartma* sticker* | ja: スタンプ ステッカー | ko: 스티커 | zh: 贴纸`,
  thread: `es: hilo* | pt: tópico* topico* | de: thread* | fr: fil fils | it: thread | pl: wątek wątk* watek watk* | ru: ветк* тред* треды | tr: konu* alt_başlı* thread* | ja: スレッド | ko: 스레드 | zh: 子区 帖子`,
  webhook: `es: webhook* | pt: webhook* | de: webhook* | fr: webhook* | ru: вебхук* вебхуки | ja: ウェブフック | ko: 웹훅 | zh: 网络钩子 | tr: webhook*`,
  permission: `es: permiso* | pt: permiss* | de: berechtigung* recht rechte | fr: permission* droit droits | it: permess* | pl: uprawnien* |
    ru: прав права разрешени* права_доступа | tr: izin izinleri yetki* izni izinler* yetkisi | ja: 権限 | ko: 권한 | zh: 权限`,
  server: `es: servidor* | pt: servidor* | de: server | fr: serveur* | it: server | pl: serwer* | ru: сервер* сервак* серве | tr: sunucu* | ja: サーバー サーバ | ko: 서버 | zh: 服务器`,
  reaction: `es: reacci* reaccion* reaccionó reacciono | pt: reação reações reagiu | de: reaktion* reagiert* | fr: réaction* reaction* réagi* reagi* |
    it: reazion* reagito | pl: reakcj* zareagował* | ru: реакци* | tr: tepki* | ja: リアクション | ko: 반응 리액션 | zh: 反应 表情回应`,
  react: `es: reacciona | pt: reage | de: reagier* | fr: réagis reagis | it: reagisci | ru: поставь_реакцию | tr: tepki_ver | ja: リアクションして | ko: 반응해 | zh: 回应`,
  timeout: `es: silencia* aísla* aisla* | pt: silencia* castig* | de: stumm* timeout* | fr: muet muette exclus | it: silenzia* |
    pl: wycisz* | ru: замуть* замьють* мут* тайм_аут таймаут* мутни* мьют* | tr: sustur* zaman_aşım* timeout* | ja: タイムアウト ミュート | ko: 타임아웃 뮤트 | zh: 禁言`,
  voice: `es: voz | pt: voz | de: sprach* | fr: vocal vocaux vocale | it: vocal* | pl: głosow* glosow* | ru: голосов* войс* | tr: ses sesli sesi | ja: ボイス 音声 | ko: 음성 보이스 | zh: 语音`,
  category: `es: categoría* categoria* | pt: categoria* | de: kategorie* | fr: catégorie* categorie* | it: categori* | pl: kategori* | ru: категори* | tr: kategori* | ja: カテゴリー カテゴリ | ko: 카테고리 | zh: 分类 类别`,
  forum: `es: foro* | pt: fórum forum | de: forum foren | fr: forum* | it: forum | pl: forum | ru: форум* | tr: forum* | ja: フォーラム | ko: 포럼 | zh: 论坛`,
  post: `es: publicación* publicacion* | pt: postagem* publicação* | de: beitrag* | fr: publication* | it: post | pl: post posty postu | ru: пост поста посты постов посте постом постик* | tr: gönderi* | ja: ポスト | ko: 게시물 | zh: 帖子`,
  reply: `es: responde responder respuesta* | pt: responde responder respondeu resposta* | de: antwort* | fr: répond* repond* réponse* reponse* | it: rispond* rispost* |
    pl: odpowied* odpowiedz* | ru: ответ* | tr: cevap* yanıt* yanit* | ja: 返信 返事 | ko: 답장 답변 | zh: 回复`,
  last: `es: último* ultimo* últimas ultimas | pt: último* ultimo* últimas ultimas | de: letzte* | fr: dernier* dernière* derniere* |
    it: ultim* | pl: ostatni* | ru: последн* | tr: sonuncu | ja: 最新 最後 最近の | ko: 최근 마지막 | zh: 最近 最后`,
  recent: `es: reciente* | pt: recente* | de: neueste* kürzlich | fr: récent* recent* | it: recent* | pl: najnowsz* | ru: недавн* | tr: yakın* | ja: 最近 | ko: 최신 | zh: 近期`,
  new: `es: nuevo* nueva* | pt: novo* nova* | de: neu neue neuen neuer neues | fr: nouveau* nouvelle* | it: nuov* | pl: nowy nowa nowe nowych | ru: нов* | tr: yeni | ja: 新しい | ko: 새 새로운 | zh: 新`,
  old: `es: viejo* antiguo* | pt: velho* antigo* | de: alte alten altes | fr: vieux vieille ancien* | it: vecchi* | pl: stary stara stare starych | ru: стар* | tr: eski | ja: 古い | ko: 오래된 | zh: 旧`,
  color: `es: color | pt: cor | de: farbe | fr: couleur | it: colore | pl: kolor* | ru: цвет* | tr: renk* | ja: 色 | ko: 색 색상 | zh: 颜色`,
  topic: `es: tema | pt: tema assunto | de: thema | fr: sujet thème theme | it: tema argomento | pl: temat | ru: тем* | tr: konu | ja: トピック 話題 | ko: 주제 | zh: 主题 话题`,
  slowmode: `es: modo_lento | pt: modo_lento | de: langsamer_modus | fr: mode_lent | it: modalità_lenta | pl: tryb_powolny | ru: медленный_режим слоумод* медленного_режима медленном_режиме | tr: yavaş_mod yavaş_modu yavaş_mod* | ja: 低速モード | ko: 슬로우_모드 | zh: 慢速模式`,
  nickname: `es: apodo* | pt: apelido* | de: spitzname* nickname* | fr: pseudo* surnom* | it: soprannom* nickname | pl: pseudonim* | ru: ник ника нику ником нике ники ников никнейм* | tr: takma* | ja: ニックネーム | ko: 닉네임 별명 | zh: 昵称`,
  avatar: `es: foto_de_perfil | pt: foto_de_perfil | de: profilbild* | fr: photo_de_profil | it: immagine_del_profilo | pl: awatar* | ru: аватар* аватарк* | tr: profil_fotoğraf* | ja: アバター アイコン | ko: 프로필_사진 아바타 | zh: 头像`,
  bot: `es: bot | pt: bot | de: bot | fr: bot | ru: бот* | tr: bot | ja: ボット Bot | ko: 봇 | zh: 机器人`,
  welcome: `es: bienvenida* | pt: boas-vindas boas_vindas | de: willkommen* begrüßung* | fr: bienvenue accueil | it: benvenut* | pl: powitan* | ru: приветств* приветствия | tr: hoş_geldin* karşılama* karşıla* | ja: ようこそ ウェルカム | ko: 환영 | zh: 欢迎`,
  rules: `es: reglas normas | pt: regras | de: regeln | fr: règles regles | it: regole | pl: zasady regulamin | ru: правила | tr: kurallar* | ja: ルール 規則 | ko: 규칙 | zh: 规则`,
  rule: `es: regla | pt: regra | de: regel | fr: règle regle | it: regola | pl: reguła reguły regułę | ru: правило правил* | tr: kural* | zh: 规则`,
  announcement: `es: anuncio* | pt: aviso* anúncio* anuncio* | de: ankündigung* ankundigung* | fr: annonce* | it: annunc* | pl: ogłoszen* ogloszen* | ru: объявлен* анонс* | tr: duyuru* | ja: お知らせ 告知 アナウンス | ko: 공지 | zh: 公告`,
  search: `es: busca* | pt: busca* procura* pesquisa* | de: suche suchen durchsuch* | fr: cherche* recherche* | it: cerca* | pl: szukaj* wyszukaj* | ru: найди* поиск* ищи* | tr: ara arat* bul | ja: 検索 探して | ko: 검색 찾아 | zh: 搜索 查找 找`,
  read: `es: lee* leer | pt: ler leia | de: lies lesen | fr: lis lire | it: leggi* | pl: przeczytaj* czytaj* | ru: прочитай* прочти* | tr: oku* | ja: 読んで 読む 読み | ko: 읽어 | zh: 读取 阅读`,
  history: `es: historial | pt: histórico historico | de: verlauf | fr: historique | it: cronologia | pl: histori* | ru: истори* | tr: geçmiş* gecmis* | ja: 履歴 | ko: 기록 | zh: 历史 记录`,
  audit: `es: auditoría auditoria | pt: auditoria | de: audit* protokoll* | fr: audit journal | it: audit registro | pl: dziennik* | ru: аудит* журнал* | tr: denetim* | ja: 監査 | ko: 감사 | zh: 审计`,
  log: `es: registro* | pt: registro* log | de: log | fr: log* | it: log | pl: logi | ru: лог* | tr: kayıt kaydı log | ja: ログ | ko: 로그 | zh: 日志`,
  add: `es: añade* anade* agrega* pon | pt: adiciona* coloca* põe poe | de: hinzufüg* hinzufug* füge* fuge* | fr: ajoute* | it: aggiung* | pl: dodaj* | ru: добав* | tr: ekle* | ja: 追加 付与 | ko: 추가 부여 | zh: 添加 加上`,
  give: `es: da dale dar | pt: dá dar | de: gib geben | fr: donne* | it: dai dare | pl: daj nadaj* | ru: дай* выдай* выда* выдать | tr: verin verir vermek versene | ja: あげて 与えて | zh: 给予`,
  remove: `es: quita* saca* | pt: tira* tirar | de: nimm* wegnehm* | fr: enlève* enleve* retire retirez | it: togli* | pl: zabierz* odbierz* | ru: забери* убери* сними* снять | tr: alın | ja: 外して 剥奪 取り消し | ko: 제거 빼 | zh: 取消 去掉`,
  move: `es: mueve* mover | pt: move* mover | de: verschieb* beweg* | fr: déplace* deplace* | it: spost* | pl: przenieś* przenies* | ru: перемест* перекин* перенес* | tr: taşı* tasi* | ja: 移動 | ko: 이동 | zh: 移动`,
  who: `es: quién quien quiénes quienes | pt: quem | de: wer | fr: qui | it: chi | pl: kto | ru: кто | tr: kim kimler | ja: 誰 | ko: 누가 누구 | zh: 谁`,
  which: `es: cuál cual cuáles cuales qué | pt: qual quais | de: welche* | fr: quel* | it: quale quali | pl: któr* ktor* | ru: какие какой | tr: hangi | ja: どの どれ | ko: 어떤 무슨 | zh: 哪些 哪个`,
  count: `es: cuántos cuantos cuántas cuantas | pt: quantos quantas | de: wie_viele | fr: combien | it: quanti quante | pl: ile | ru: сколько | tr: kaç kac | ja: 何人 いくつ | ko: 몇 | zh: 多少`,
  settings: `es: configuración* configuracion* ajustes | pt: configuraç* configurac* | de: einstellung* | fr: paramètre* parametre* réglage* | it: impostazion* | pl: ustawien* | ru: настройк* | tr: ayar* | ja: 設定 | ko: 설정 | zh: 设置`,
  template: `es: plantilla* | pt: modelo* | de: vorlage* | fr: modèle* modele* | it: modell* | pl: szablon* | ru: шаблон* | tr: şablon* sablon* | ja: テンプレート | ko: 템플릿 | zh: 模板`,
  sound: `es: sonido* | pt: som sons | de: sounds geräusch* | fr: sons | it: suon* | pl: dźwięk* dzwiek* | ru: звук* саундборд* звуковой_панели звуковую_панель звуковая_панель | tr: ses ses_paneli* ses_panel* soundboard* | ja: サウンド 効果音 | ko: 사운드 효과음 | zh: 音效 声音`,
  play: `es: reproduce* | pt: toca* | de: abspielen spiel* | fr: joue* | it: riproduci* | pl: odtwórz* odtworz* | ru: воспроизвед* | tr: çal çalın çalar | ja: 再生 流して | ko: 재생 | zh: 播放`,
  poll: `es: encuesta* votación* | pt: enquete* votação* | de: umfrage* | fr: sondage* | it: sondaggi* | pl: ankiet* | ru: опрос* голосован* голосовалк* | tr: anket* oylama* | ja: 投票 アンケート | ko: 투표 | zh: 投票`,
  end: `es: termina* finaliza* cierra* | pt: encerra* termina* | de: beend* | fr: termine* ferme* clôture* | it: termina* chiudi* | pl: zakończ* zakoncz* | ru: заверши* закончи* | tr: bitir* sonlandır* | ja: 終了 終わらせ | ko: 종료 끝내 | zh: 结束`,
  command: `es: comando* | pt: comando* | de: befehl* | fr: commande* | it: comand* | pl: komend* | ru: команд* | tr: komut* | ja: コマンド | ko: 명령어 커맨드 | zh: 命令 指令`,
  onboarding: `es: incorporación | pt: integração | de: onboarding | ja: オンボーディング | ko: 온보딩 | zh: 新手引导 | ru: онбординг* адаптаци* | tr: onboarding*`,
  question: `es: pregunta* | pt: pergunta* | de: frage* | fr: question* | it: domand* | pl: pytani* | ru: вопрос* | tr: soru* | ja: 質問 | ko: 질문 | zh: 问题`,
  automod: `ja: 自動モデレーション オートモッド | ko: 자동_모더레이션 | zh: 自动审核 | ru: автомод* автомодераци* | tr: automod* otomod*`,
  filter: `es: filtro* | pt: filtro* | de: filter* | fr: filtre* | it: filtr* | pl: filtr* | ru: фильтр* | tr: filtre* | ja: フィルター | ko: 필터 | zh: 过滤`,
  block: `es: bloquea* | pt: bloqueia* | de: blockier* | fr: bloque* | it: blocca* | pl: blokuj* zablokuj* | ru: блокир* заблокир* | tr: engelle* | ja: ブロック | ko: 막아 | zh: 屏蔽 阻止`,
  spam: `es: spam | pt: spam divulgação divulgacao | de: spam | fr: spam | ru: спам* | tr: spam | ja: スパム 荒らし | ko: 스팸 도배 | zh: 刷屏 垃圾信息 广告`,
  word: `es: palabra* | pt: palavra* | de: wort wörter worter | fr: mot mots | it: parol* | pl: słowo słowa | ru: слов* | tr: kelime* | ja: 単語 言葉 | ko: 단어 | zh: 词 词语`,
  prune: `es: purga* | pt: limpa* | de: bereinig* | fr: purger | it: elimina_gli_inattivi | pl: wyczyść* | ru: очисти* почисти* | tr: temizle* | ja: 整理 一掃 | ko: 정리 | zh: 清理`,
  inactive: `es: inactivo* | pt: inativo* | de: inaktiv* | fr: inactif* | it: inattiv* | pl: nieaktywn* | ru: неактивн* | tr: aktif_olmayan pasif* inaktif* | ja: 非アクティブ | ko: 비활성 | zh: 不活跃`,
  summarize: `es: resumen resumir resúmelo | pt: resumo resumir | de: zusammenfass* | fr: résumer résume-moi | it: riassum* riassunto | pl: podsumuj* | ru: кратко_перескажи резюме сводк* | tr: özetle* ozetle* | ja: 要約 まとめて | ko: 요약 | zh: 总结 摘要`,
  icon: `es: icono* | pt: ícone* icone* | de: symbol* | fr: icône* icone* | it: icona | pl: ikon* | ru: иконк* значок | tr: simge* ikon* | ja: アイコン | ko: 아이콘 | zh: 图标`,
  banner: `es: banner | pt: banner | de: banner | fr: bannière banniere | it: banner | pl: baner* | ru: баннер* | tr: afiş* banner | ja: バナー | ko: 배너 | zh: 横幅`,
  description: `es: descripción descripcion | pt: descrição descricao | de: beschreibung* | fr: description | it: descrizione | pl: opis* | ru: описани* | tr: açıklama* | ja: 説明 | ko: 설명 | zh: 描述 简介`,
  leave: `es: sal salir abandona* | pt: sai sair | de: verlass* | fr: quitte* | it: esci lascia* | pl: opuść* opusc* | ru: покинь* выйди* уйди* | tr: ayrıl* çık çıksın | ja: 退出 | ko: 나가 | zh: 退出 离开`,
  join: `es: únete unete unirse | pt: entra entrar entre | de: beitret* tritt | fr: rejoins* rejoindre | it: unisciti | pl: dołącz* dolacz* | ru: присоедин* зайди* | tr: katıl* | ja: 参加 | ko: 참가 들어가 | zh: 加入`,
  hour: `es: hora* | pt: hora* | de: stunde* | fr: heure* | it: ora ore | pl: godzin* | ru: час* | tr: saat* | ja: 時間 | ko: 시간 | zh: 小时`,
  minutes: `es: minuto* | pt: minuto* | de: minute* | fr: minute* | it: minut* | pl: minut* | ru: минут* | tr: dakika* | ja: 分間 | ko: 분 | zh: 分钟`,
  day: `es: día dias días | pt: dia dias | de: tage tagen | fr: jour* | it: giorn* | pl: dzień dni | ru: день дня дней сутки суток | tr: gün* | ja: 日間 | ko: 일 | zh: 天`,
  today: `es: hoy | pt: hoje | de: heute | fr: aujourd'hui aujourdhui | it: oggi | pl: dzisiaj dziś | ru: сегодня | tr: bugün bugun | ja: 今日 | ko: 오늘 | zh: 今天`,
  private: `es: privado* | pt: privado* | de: privat* | fr: privé* prive* | it: privat* | pl: prywatn* | ru: приватн* | tr: özel ozel | ja: プライベート 非公開 | ko: 비공개 | zh: 私密`,
  hide: `es: oculta* esconde* | pt: esconde* oculta* | de: versteck* verberg* | fr: cache cachez masque* | it: nascond* | pl: ukryj* | ru: скрой* спрячь* | tr: gizle* | ja: 隠して 非表示 | ko: 숨겨 | zh: 隐藏`,
  lock: `es: bloquea_el_canal | de: sperre_den_kanal | fr: verrouille* | it: blocca_il_canale | pl: zablokuj_kanał | ru: закрой* | ja: ロック | ko: 잠가 | zh: 锁定`,
  details: `es: detalle* información informacion | pt: detalhe* informaç* | de: details | fr: détail détails | it: dettagl* | pl: szczegół* szczegol* | ru: подробн* информаци* | tr: detay* bilgi* | ja: 詳細 情報 | ko: 정보 상세 | zh: 详情 信息`,
  profile: `es: perfil | pt: perfil | de: profil | fr: profil | it: profilo | pl: profil* | ru: профил* | tr: profil* | ja: プロフィール | ko: 프로필 | zh: 资料`,
  dm: `es: mensaje_directo md | pt: dm_privado | de: privatnachricht* direktnachricht* | fr: mp message_privé | pl: prywatna_wiadomość | ru: лс личк* личные_сообщения | tr: özel_mesaj özelden dm | ja: DM ダイレクトメッセージ | ko: 디엠 개인_메시지 | zh: 私信 私聊`,
  publish: `es: publica* | pt: publica* | de: veröffentlich* veroffentlich* | fr: publie* | it: pubblica* | pl: opublikuj* | ru: опубликуй* опублик* | tr: yayınla* yayinla* | ja: 公開 | ko: 게시 | zh: 发布`,
  follow: `es: sigue* seguir | pt: segue* seguir | de: folg* | fr: suivre suis | it: segui* | pl: obserwuj* | ru: подпиш* | tr: takip* | ja: フォロー | ko: 팔로우 | zh: 关注`,
  upload: `es: sube* subir | pt: sobe* envia* carrega* | de: hochlad* lade_hoch | fr: téléverse* televerse* importe* | it: carica* | pl: wgraj* prześlij* | ru: загрузи* | tr: yükle* yukle* | ja: アップロード 追加して | ko: 업로드 올려 | zh: 上传`,
  image: `es: imagen* | pt: imagem* | de: bild* | fr: image* | it: immagin* | pl: obraz* | ru: изображен* картинк* | tr: resim* görsel* | ja: 画像 | ko: 이미지 | zh: 图片`,
  online: `es: conectado* en_línea | pt: online | de: online | fr: en_ligne | it: online | pl: online | ru: онлайн | tr: çevrimiçi | ja: オンライン | ko: 온라인 | zh: 在线`,
  stage: `es: escenario | pt: palco | de: bühne* buhne* | fr: conférence | it: palco | pl: scena scenę sceny | ru: сцен* трибун* стейдж* | tr: sahne* | ja: ステージ | ko: 스테이지 | zh: 舞台`,
  application: `es: aplicación aplicacion | pt: aplicação aplicativo | de: anwendung* app | fr: application | it: applicazione | pl: aplikacj* | ru: приложени* | tr: uygulama* | ja: アプリ アプリケーション | ko: 앱 애플리케이션 | zh: 应用`,
  first: `es: primer* | pt: primeir* | de: erste* | fr: premier* première* | it: primo prima primi | pl: pierwsz* | ru: перв* | tr: ilk | ja: 最初 | ko: 첫 | zh: 第一`,
  get: `es: obtén obten consulta* | pt: pega* obtém obtem consulta* | de: hol holen abruf* | fr: récupère* recupere* obtiens | it: ottieni* recupera* | pl: pobierz* | ru: получи* | tr: getir* | ja: 取得 | ko: 가져 조회 | zh: 获取`,
  want: `es: quiero | pt: quero | de: möchte mochte | fr: veux voudrais | it: voglio | pl: chcę chce | ru: хочу | tr: istiyorum | ja: たい | ko: 싶어 | zh: 想要`,
  members: `es: gente | pt: pessoal galera | de: leute | fr: gens | it: gente | pl: ludzi | ru: люди людей народ | tr: herkes üyeler | ja: みんな | ko: 사람들 | zh: 大家`,
};

/** Latin letters whose diacritics are not combining marks, spelled as the folded text spells them. */
const LATIN_FOLD: Record<string, string> = { ı: 'i', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', þ: 'th' };

/**
 * A text as search compares it: compatibility forms (full-width letters) made plain, lower case, Latin letters
 * without their accents ("mensagens"/"mensagéns", "lösche"/"losche"); other scripts keep theirs (a Japanese
 * voiced mark or a Korean syllable is part of the letter).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/([\p{Script=Latin}])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[ıßøæœłđþ]/g, (c) => LATIN_FOLD[c]!);
}

/** Scripts written without spaces between words (or with particles attached): their forms match anywhere. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

interface Lexicon {
  /** Whole-word forms → English words ('' for a function word). */
  words: Map<string, string[]>;
  /** Stems (the form without its `*`) → English words, longest first, by their first letter. */
  stems: Map<string, [string, string[]][]>;
  /** Forms in unspaced scripts → English words, longest first. */
  unspaced: [string, string[]][];
}

let lexicon: Lexicon | undefined;

function add(map: Map<string, string[]>, key: string, english: string): void {
  const list = map.get(key) ?? [];
  if (!list.includes(english)) list.push(english);
  map.set(key, list);
}

function lexiconOf(): Lexicon {
  if (lexicon) return lexicon;
  const words = new Map<string, string[]>();
  const stems = new Map<string, string[]>();
  const unspaced = new Map<string, string[]>();
  for (const [english, spec] of Object.entries(LEXICON)) {
    const target = english === '-' ? '' : english;
    for (const part of spec.split('|')) {
      const colon = part.indexOf(':');
      // Forms are separated by spaces; a phrase's words are joined by `_` ("wie_viele"), as the tokeniser joins
      // neighbouring words to look phrases up.
      const forms = foldText(part.slice(colon + 1)).trim().split(/\s+/).filter(Boolean);
      for (const form of forms) {
        if (UNSPACED.test(form)) add(unspaced, form.replace(/_/g, ' '), target);
        else if (form.endsWith('*')) add(stems, form.slice(0, -1), target);
        else add(words, form, target);
      }
    }
  }
  const longestFirst = (map: Map<string, string[]>) => [...map].sort((a, b) => b[0].length - a[0].length);
  const byFirstLetter = new Map<string, [string, string[]][]>();
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
 * The English words a folded word of a spaced script stands for: [] when the lexicon does not know it, [''] for a
 * function word.
 */
export function translateWord(word: string): string[] {
  if (ENGLISH.has(word)) return [];
  const { words, stems } = lexiconOf();
  const exact = words.get(word);
  if (exact) return exact;
  for (const [stem, english] of stems.get(word[0]!) ?? []) {
    if (word.length - stem.length > STEM_SUFFIX) continue;
    // A stem of one word never reaches into the next word of a phrase being looked up.
    if (word.includes('_', stem.length)) continue;
    if (word.startsWith(stem)) return english;
  }
  return [];
}

/** The English words an unspaced run (Japanese, Chinese, Korean) holds, in the order they appear. */
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
