/**
 * How search reads a request laid out on the page rather than told: a list of wishes (markdown bullets, numbers,
 * "1)", emoji bullets, "- [ ]"), fields (key: value lines, JSON, YAML-ish, a filled-in form) and reports that say
 * what happened, then what to do ("Action needed: …", "Zu tun: …", "対応：…"). Read whole, a list's later wishes, a
 * form's reason and a report's account of what happened name other tools' objects as loudly as the ask. Here:
 * - a list's first item is the ask; the items after it are later steps (an agent searches once per step);
 * - a field whose label names what to do (action, type, to do, next step, in each language) is the ask; a field
 *   whose label tells context (reason, reported by, date, summary) and the account before an action label are not;
 *   the other fields (user, channel, name) say which object, and count as the ask does.
 * Per language, small tables of those labels, never any one request.
 */

import { cues, hasWords } from './cue-words.js';
import { foldText } from './discord-lexicon.js';

/** A layout's pieces: the ask, the later items of a list, and the context (labelled context, the account before an ask label). */
export interface Layout {
  ask: string[];
  later: string[];
  context: string[];
}

/** Labels of fields that state what to do: the action, the request's type, what is left to do, the next step. */
const ACTION_LABELS = cues(
  [
    "action|actions|action needed|action required|op|operation|type|request|request type|task|todo|to do|to-do|next step|next steps|fix|resolution|remaining|what's left|what is left|left to do|what to do|needed|ask|question|command|decision|goal|wanted|want|need|expected|desired|requested action|wish",
    'acción|accion|acciones|tipo|operación|operacion|pendiente|por hacer|solicitud|petición|peticion|tarea|siguiente paso|próximo paso|proximo paso|qué hacer|que hacer|pregunta|falta|objetivo|deseado|quiero',
    'ação|acao|ações|acoes|operação|operacao|o que falta|a fazer|pendente|pedido|solicitação|solicitacao|tarefa|próximo passo|proximo passo|pergunta|objetivo|desejado|quero',
    'aktion|typ|art|vorgang|zu tun|todo|nächster schritt|nächste schritte|naechster schritt|maßnahme|massnahme|aufgabe|anfrage|antrag|frage|erledigen|ziel|gewünscht|gewuenscht|wunsch',
    'opération|reste à faire|à faire|a faire|demande|tâche|tache|prochaine étape|prochaine etape|objectif|souhaité|souhaite|souhait',
    'azione|operazione|da fare|richiesta|compito|prossimo passo|domanda|obiettivo|desiderato',
    'akcja|operacja|do zrobienia|zadanie|prośba|prosba|następny krok|nastepny krok|pytanie|cel|oczekiwane',
    'действие|операция|что осталось сделать|что сделать|осталось|задача|запрос|следующий шаг|вопрос|нужно сделать|цель|хочу',
    'işlem|islem|eylem|tür|yapılacak|yapilacak|istek|talep|görev|gorev|soru|sonraki adım|hedef|amaç|amac|istenen',
  ].join('|'),
);

/** Labels of fields that state what to do, in scripts written without spaces (matched as the whole label). */
const UNSPACED_ACTION_LABELS = 'アクション|操作|対応|対処|種類|作業|依頼|やること|お願い|質問|目的|希望|작업|조치|유형|요청|할 일|처리|질문|목표|희망|处理|类型|动作|請求|请求|待办|问题|任务|目标|需求';

/** Labels of fields that tell context: why, who reported it, when, what happened, what is already done. */
const CONTEXT_LABELS = cues(
  [
    'reason|because|why|reported by|reporter|reported|requested by|by|author|date|time|when|banned on|created|summary|description|details|notes|note|status|already done|done|context|background|timeline|impact|ticket|case|incident|report|evidence|mod log|mod note|log|priority|urgency|severity',
    'motivo|razón|razon|fecha|descripción|descripcion|resumen|notas|nota|estado|ya hecho|contexto|incidente|reporte|informe|registro|antecedentes|prioridad|urgencia',
    'razão|razao|data|descrição|descricao|resumo|já feito|ja feito|relatório|relatorio|ocorrência|ocorrencia|prioridade|urgência|urgencia',
    'grund|datum|beschreibung|zusammenfassung|notiz|bereits erledigt|erledigt|kontext|vorfall|gemeldet von|meldung|bericht|hintergrund|priorität|prioritaet|dringlichkeit',
    'raison|motif|résumé|resume|statut|déjà fait|deja fait|contexte|signalé par|signale par|rapport|journal|priorité|priorite|urgence',
    'ragione|descrizione|riassunto|stato|già fatto|gia fatto|contesto|segnalato da|segnalazione|registro|priorità|priorita|urgenza',
    'powód|powod|opis|podsumowanie|notatki|już zrobione|juz zrobione|kontekst|incydent|zgłoszenie|zgloszenie|raport|priorytet|pilność|pilnosc',
    'причина|дата|описание|итог|заметки|статус|уже сделано|контекст|инцидент|отчёт|отчет|журнал|предыстория|приоритет|срочность',
    'sebep|neden|gerekçe|gerekce|tarih|açıklama|aciklama|özet|ozet|durum|olay|rapor|kayıt|kayit|arka plan|öncelik|oncelik|aciliyet',
  ].join('|'),
);

const UNSPACED_CONTEXT_LABELS = '理由|日時|日付|説明|概要|メモ|状況|経緯|報告|背景|優先度|緊急度|사유|이유|날짜|설명|요약|메모|상태|경위|보고|배경|우선순위|긴급도|原因|日期|时间|描述|说明|摘要|备注|状态|经过|报告|优先级|紧急程度';

const W = '(?![\\p{L}\\p{N}])';
const START = '(?<![\\p{L}\\p{N}])';

/** A label that names what to do, and one that tells context, heading a field (the whole label, up to its colon). */
const ACTION_LABEL = new RegExp(`^(?:(?:${ACTION_LABELS})${W}[^:：]{0,24}|(?:${UNSPACED_ACTION_LABELS}))$`, 'iu');
const CONTEXT_LABEL = new RegExp(`^(?:(?:${CONTEXT_LABELS})${W}[^:：]{0,24}|(?:${UNSPACED_CONTEXT_LABELS}))$`, 'iu');

/** An action label inside a line of a report, after what happened ("…by hand. Action needed: pause joins"). */
const INLINE_ACTION = new RegExp(`(?:^|(?<=[.!?。！？;]\\s*)|(?<=\\s[—–-]\\s))(?:${START}(?:${ACTION_LABELS})${W}[^:：.!?\\n]{0,24}|(?:${UNSPACED_ACTION_LABELS}))\\s*[:：]`, 'giu');

/**
 * A field: a label of at most four words (no sentence inside) and a colon, then its value; a YAML-ish label alone on
 * its line ("webhook:") heads the indented fields under it.
 */
const FIELD = /^\s*["'“]?([\p{L}\p{N}][\p{L}\p{N}' _/-]{0,40}?|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}][^:：\n]{0,10}?)["'”]?\s*[:：](?!\/\/)\s*(.*)$/u;

/**
 * A list item's bullet: markdown bullets, "1.", "1)", "1 —", checkboxes, and an emoji standing as a bullet; not ">"
 * (a quoted line).
 */
const BULLET = /^\s*(?:[-*+•·・‣◦▪▫►▸→]\s*(?:\[[ xX✓✔]?\]\s*)?|\[[ xX✓✔]?\]\s*|\(?\d{1,2}\s*[.)\]]\s*|\d{1,2}\s+[—–-]\s+|(?:\p{Extended_Pictographic}|[\u2600-\u27bf])[\uFE0F\u200d\p{Extended_Pictographic}]*\s*)(?=\S)/u;

/** The items of a list (at least two lines with a bullet), with the lines before the first and after the last. */
function listOf(lines: readonly string[]): Layout | null {
  const items = lines.map((line, i) => (BULLET.test(line) ? i : -1)).filter((i) => i >= 0);
  if (items.length < 2) return null;
  const first = items[0]!;
  const last = items.at(-1)!;
  const text = (i: number) => lines[i]!.replace(BULLET, '').trim();
  const ask = [text(first)];
  const later: string[] = [];
  for (let i = first + 1; i <= last; i++) (BULLET.test(lines[i]!) ? later : ask).push(text(i));
  // What a list is headed by ("Todo for tonight:") and ends with ("thanks!") say what it is, not what to do.
  const context = [...lines.slice(0, first), ...lines.slice(last + 1)].filter(hasWords);
  if (!hasWords(ask.join(' '))) return null;
  return { ask, later: later.filter(hasWords), context };
}

/** A markdown table's rows as "key: value" lines (`| action | ban |`); its header rule left out. */
const tableAsLines = (text: string): string =>
  text
    .split('\n')
    .filter((line) => !/^\s*\|?\s*:?-{2,}/.test(line))
    .map((line) => line.replace(/^\s*\|\s*([^|\n]+?)\s*\|\s*([^|\n]*?)\s*\|\s*$/u, '$1: $2'))
    .join('\n');

/** A JSON object's fields as "key: value" lines (`{"action": "ban", "user": "…"}`); other text as it is. */
function jsonAsLines(text: string): string {
  const trimmed = text.trim();
  if (!/^\{[\s\S]*\}$/.test(trimmed)) return text;
  const fields = [...trimmed.matchAll(/"([^"\n]{1,40})"\s*:\s*("(?:[^"\\\n]|\\.)*"|[^,}\n]+)/gu)];
  if (fields.length < 2) return text;
  return fields.map(([, key, value]) => `${key}: ${value!.replace(/^"|"$/g, '').replace(/_/g, ' ')}`).join('\n');
}

/** Whether a label tells what to do, or context. */
const labelKind = (label: string): 'action' | 'context' | 'object' => {
  const folded = foldText(label).trim();
  if (ACTION_LABEL.test(label.trim()) || ACTION_LABEL.test(folded)) return 'action';
  if (CONTEXT_LABEL.test(label.trim()) || CONTEXT_LABEL.test(folded)) return 'context';
  return 'object';
};

/**
 * Fields (at least two lines of "label: value", or a JSON object): those labelled with what to do and the free lines
 * are the ask, with the fields naming the object; the fields labelled with context are context. Null when the
 * request holds fewer than two fields, or its fields tell nothing apart (no label of either kind).
 */
function fieldsOf(lines: readonly string[]): Layout | null {
  const fields = lines.map((line) => FIELD.exec(line));
  if (fields.filter(Boolean).length < 2) return null;
  const layout: Layout = { ask: [], later: [], context: [] };
  let labelled = false;
  lines.forEach((line, i) => {
    const field = fields[i];
    if (!field) {
      if (hasWords(line)) layout.ask.push(line.trim());
      return;
    }
    const kind = labelKind(field[1]!);
    if (kind !== 'object') labelled = true;
    // An action or context label says only what its value is ("action: timeout", "reason: spam"); another label
    // names the object ("role to add: Helper").
    const text = kind === 'object' ? `${field[1]} ${field[2]}`.trim() : field[2]!.trim();
    // A label alone on its line heads the fields under it ("request:", "webhook:").
    if (hasWords(text)) (kind === 'context' ? layout.context : layout.ask).push(text);
  });
  return labelled && layout.ask.some(hasWords) ? layout : null;
}

/**
 * A report that tells what happened, then labels what to do ("… Mods banned a few by hand. Action needed: pause
 * joins", "…Keiner hat ihn angelegt. Zu tun: Webhook entfernen."): what follows the last action label is the ask,
 * what comes before the first is context. Null without an action label after some account of what happened.
 */
function reportOf(text: string): Layout | null {
  const labels = [...text.matchAll(INLINE_ACTION)];
  const first = labels[0];
  if (!first || !hasWords(text.slice(0, first.index))) return null;
  const ask = text.slice(first.index + first[0].length).trim();
  return { ask: [ask], later: [], context: [text.slice(0, first.index).trim()] };
}

/** How a request is laid out: a list, fields, or a report ending with what to do; null when it is told as prose. */
export function layoutOf(text: string): Layout | null {
  const lines = tableAsLines(jsonAsLines(text)).split('\n');
  return listOf(lines) ?? fieldsOf(lines) ?? reportOf(text);
}
