#!/usr/bin/env python3
"""Source of Strings/Onboarding.xcstrings, StandFit's onboarding copy.

The catalog is the artifact (Xcode reads and writes it); this file is the
editable source it is generated from, one entry per key with its translator
comment, its copy limit and its seven translations:

    python3 tools/onboarding_catalog.py            # rewrite Strings/Onboarding.xcstrings
    python3 tools/onboarding_catalog.py --check    # exit 1 if the catalog is stale

Output is byte for byte what Xcode writes: 2-space indent, " : " separators,
members in Xcode's (code-point) order, no final newline.

Entry values:
    "text"                                   a plain string unit
    {"one": ..., "other": ...}               plural variations (%lld)
    ("format %#@a@ %#@b@", {"a": (argNum, {category: "%arg ..."}), ...})
                                             a format string with plural substitutions

Typography: French puts U+00A0 before ":" and U+202F before "! ? ;".
"""
import json
import sys
from pathlib import Path

LANGS = ["ar", "de", "en", "es", "fr", "ja", "ru"]
BODY = "Max 120 characters."     # subtitles, explanations, descriptions, footers, bodies
MICRO = "Max 240 characters."    # titles, buttons, labels

NB = "\u00a0"   # French: before ":" (and between a number and "h")
NN = "\u202f"   # French: narrow no-break space before "!", "?", ";"


def fr(s):
    """French typography: a no-break space before ":" and a narrow one before "! ? ;"
    (an ordinary space written there is replaced; a missing one is added)."""
    out = []
    for i, ch in enumerate(s):
        if ch in "!?;:" and i > 0 and not (ch == ":" and s[i - 1].isdigit()):
            space = NB if ch == ":" else NN
            if out and out[-1] in (" ", NB, NN):
                out[-1] = space
            else:
                out.append(space)
        out.append(ch)
    return "".join(out)


E = {}  # key -> (comment, limit sentence, {lang: value})


def add(key, comment, limit, **tr):
    assert key not in E, key
    assert set(tr) == set(LANGS), (key, set(LANGS) ^ set(tr))
    if isinstance(tr["fr"], str):
        tr["fr"] = fr(tr["fr"])
    elif isinstance(tr["fr"], dict):
        tr["fr"] = {c: fr(v) for c, v in tr["fr"].items()}
    E["onboarding." + key] = (comment + " " + limit, tr)


# ---------------------------------------------------------------- Screen 1: Welcome
add("welcome_title",
    "Welcome screen (1 of 5): large headline under the app icon. Keep \"StandFit\" unchanged.", MICRO,
    en="Welcome to StandFit",
    de="Willkommen bei StandFit",
    es="Te damos la bienvenida a StandFit",
    fr="Bienvenue dans StandFit",
    ja="StandFitへようこそ",
    ru="Добро пожаловать в StandFit",
    ar="مرحبًا بك في StandFit")
add("welcome_subtitle",
    "Welcome screen: subtitle under the headline; the app's value proposition (a play on standing up regularly).", BODY,
    en="Build healthy habits, one stand at a time",
    de="Mit jedem Aufstehen zu gesünderen Gewohnheiten",
    es="Crea hábitos saludables, una pausa activa a la vez",
    fr="Adopte de bonnes habitudes, une pause debout après l’autre",
    ja="立ち上がるたびに、健康的な習慣を",
    ru="Формируйте полезные привычки — вставайте чаще",
    ar="ابنِ عادات صحية، وقفةً بعد وقفة")
add("benefit_reminders",
    "Welcome screen: first benefit row, next to a bell icon.", MICRO,
    en="Smart reminders throughout your day",
    de="Smarte Erinnerungen über den Tag verteilt",
    es="Recordatorios inteligentes a lo largo del día",
    fr="Des rappels intelligents tout au long de la journée",
    ja="1日を通して届くスマートなリマインダー",
    ru="Умные напоминания в течение дня",
    ar="تذكيرات ذكية على مدار يومك")
add("benefit_tracking",
    "Welcome screen: second benefit row, next to a chart icon. \"Gamification\" = XP, levels and achievements.", MICRO,
    en="Track progress with gamification",
    de="Fortschritt spielerisch verfolgen",
    es="Sigue tu progreso de forma divertida",
    fr="Suis tes progrès de façon ludique",
    ja="ゲーム感覚で進捗をチェック",
    ru="Следите за прогрессом в игровой форме",
    ar="تابع تقدمك بأسلوب ممتع يشبه الألعاب")
add("benefit_achievements",
    "Welcome screen: third benefit row, next to a trophy icon.", MICRO,
    en="Build streaks and unlock achievements",
    de="Serien aufbauen und Erfolge freischalten",
    es="Mantén rachas y desbloquea logros",
    fr="Enchaîne les séries et débloque des succès",
    ja="連続記録を伸ばして実績を解除",
    ru="Продлевайте серию и открывайте достижения",
    ar="حافظ على سلسلتك وافتح الإنجازات")
add("benefit_custom",
    "Welcome screen: fourth benefit row, next to a walking-figure icon.", MICRO,
    en="Create custom exercises for your routine",
    de="Eigene Übungen für deinen Alltag erstellen",
    es="Crea ejercicios personalizados para tu rutina",
    fr="Crée des exercices adaptés à ta routine",
    ja="ルーティンに合わせてエクササイズを作成",
    ru="Создавайте свои упражнения под свой распорядок",
    ar="أنشئ تمارين مخصصة تناسب روتينك")
add("get_started",
    "Welcome screen: primary button that starts onboarding. Keep it short.", MICRO,
    en="Get Started",
    de="Los geht’s",
    es="Empezar",
    fr="Commencer",
    ja="はじめる",
    ru="Начать",
    ar="لنبدأ")
add("skip_for_now",
    "Welcome screen: subtle text link under the primary button; skips the whole onboarding.", MICRO,
    en="Skip for now",
    de="Vorerst überspringen",
    es="Omitir por ahora",
    fr="Passer pour l’instant",
    ja="今はスキップ",
    ru="Пока пропустить",
    ar="تخطي في الوقت الحالي")

# ---------------------------------------------------------------- Screen 2: Notifications
add("notification_title",
    "Notifications screen (2 of 5): headline under the bell icon.", MICRO,
    en="Stay on Track",
    de="Bleib am Ball",
    es="Mantén el ritmo",
    fr="Garde le cap",
    ja="習慣を続けよう",
    ru="Не сбавляйте темп",
    ar="حافظ على التزامك")
add("notification_subtitle",
    "Notifications screen: subtitle under the headline.", BODY,
    en="Get gentle reminders throughout your day",
    de="Sanfte Erinnerungen über den Tag verteilt",
    es="Recibe recordatorios suaves a lo largo del día",
    fr="Des rappels tout en douceur au fil de la journée",
    ja="1日を通して、やさしくリマインドします",
    ru="Мягкие напоминания в течение дня",
    ar="تذكيرات لطيفة على مدار يومك")
add("notification_explanation",
    "Notifications screen: paragraph explaining why the app asks for notification permission, shown before the system prompt.", BODY,
    en="StandFit sends smart reminders to help you build a lasting habit. You decide when and how often.",
    de="StandFit erinnert dich clever daran, dranzubleiben. Du bestimmst, wann und wie oft.",
    es="StandFit te envía recordatorios inteligentes para crear el hábito. Tú decides cuándo y cada cuánto.",
    fr="StandFit t’envoie des rappels intelligents pour ancrer l’habitude. Tu choisis quand et à quel rythme.",
    ja="StandFitのスマートなリマインダーが習慣づくりをサポート。タイミングと頻度は自由に決められます。",
    ru="StandFit присылает умные напоминания, чтобы движение вошло в привычку. Вы решаете, когда и как часто.",
    ar="يرسل لك StandFit تذكيرات ذكية لتبني عادة تدوم. أنت تحدد متى وكم مرة.")
add("notification_preview_title",
    "Notifications screen: title of the sample notification in the preview card (what a real reminder looks like).", MICRO,
    en="Time to stand!",
    de="Zeit zum Aufstehen!",
    es="¡Hora de levantarse!",
    fr="C’est l’heure de te lever!",
    ja="立ち上がる時間です！",
    ru="Пора встать!",
    ar="حان وقت الوقوف!")
add("notification_preview_body",
    "Notifications screen: body of the sample notification in the preview card.", BODY,
    en="Stand up, stretch, and log your exercise.",
    de="Steh auf, streck dich und trag deine Übung ein.",
    es="Levántate, estírate y registra tu ejercicio.",
    fr="Lève-toi, étire-toi et enregistre ton exercice.",
    ja="立ち上がってストレッチし、エクササイズを記録しましょう。",
    ru="Встаньте, потянитесь и запишите упражнение.",
    ar="قف، وتمدّد، وسجّل تمرينك.")
add("notification_preview_time",
    "Notifications screen: timestamp in the corner of the sample notification, as the system shows a just-delivered notification.", MICRO,
    en="now",
    de="jetzt",
    es="ahora",
    fr="maintenant",
    ja="今",
    ru="сейчас",
    ar="الآن")
add("enable_notifications",
    "Notifications screen: primary button; opens the system notification permission prompt.", MICRO,
    en="Enable Notifications",
    de="Mitteilungen aktivieren",
    es="Activar notificaciones",
    fr="Activer les notifications",
    ja="通知をオンにする",
    ru="Включить уведомления",
    ar="تفعيل الإشعارات")
add("later_button",
    "Notifications screen: secondary text button; continues without asking for permission.", MICRO,
    en="I’ll do this later",
    de="Später einrichten",
    es="Lo haré más tarde",
    fr="Plus tard",
    ja="あとで設定する",
    ru="Позже",
    ar="لاحقًا")

# ---------------------------------------------------------------- Screen 3: Schedule
add("schedule_title",
    "Schedule screen (3 of 5): headline above the template picker.", MICRO,
    en="Create Your Schedule",
    de="Erstelle deinen Zeitplan",
    es="Crea tu horario",
    fr="Crée ton planning",
    ja="スケジュールを作りましょう",
    ru="Создайте расписание",
    ar="أنشئ جدولك")
add("schedule_subtitle",
    "Schedule screen: subtitle under the headline.", BODY,
    en="Choose a template that fits your routine",
    de="Wähle eine Vorlage, die zu deinem Alltag passt",
    es="Elige una plantilla que se adapte a tu rutina",
    fr="Choisis un modèle adapté à ta routine",
    ja="生活リズムに合ったテンプレートを選んでください",
    ru="Выберите шаблон под свой распорядок дня",
    ar="اختر قالبًا يناسب روتينك")
add("template_office_name",
    "Schedule screen: name of the schedule template card for desk workers (9 AM–5 PM, reminder every 60 minutes). Also becomes the schedule's name.", MICRO,
    en="Office Worker",
    de="Bürojob",
    es="Trabajo de oficina",
    fr="Travail de bureau",
    ja="オフィスワーカー",
    ru="Офисная работа",
    ar="موظف مكتب")
add("template_office_description",
    "Schedule screen: one-line description under the \"Office Worker\" template name: active hours 9 AM to 5 PM, a reminder every 60 minutes. Use your locale's time format.", BODY,
    en="9 AM–5 PM, a reminder every 60 minutes",
    de="9–17 Uhr, Erinnerung alle 60 Minuten",
    es="De 9:00 a 17:00, un recordatorio cada 60 minutos",
    fr="9" + NB + "h – 17" + NB + "h, un rappel toutes les 60 minutes",
    ja="9時〜17時、60分ごとにリマインダー",
    ru="9:00–17:00, напоминание каждые 60 минут",
    ar="من 9 صباحًا إلى 5 مساءً، تذكير كل 60 دقيقة")
add("template_active_name",
    "Schedule screen: name of the schedule template card for active people (7 AM–10 PM, reminder every 30 minutes). Also becomes the schedule's name.", MICRO,
    en="Active Lifestyle",
    de="Aktiver Lebensstil",
    es="Estilo de vida activo",
    fr="Mode de vie actif",
    ja="アクティブ派",
    ru="Активный образ жизни",
    ar="نمط حياة نشط")
add("template_active_description",
    "Schedule screen: one-line description under the \"Active Lifestyle\" template name: active hours 7 AM to 10 PM, a reminder every 30 minutes. Use your locale's time format.", BODY,
    en="7 AM–10 PM, a reminder every 30 minutes",
    de="7–22 Uhr, Erinnerung alle 30 Minuten",
    es="De 7:00 a 22:00, un recordatorio cada 30 minutos",
    fr="7" + NB + "h – 22" + NB + "h, un rappel toutes les 30 minutes",
    ja="7時〜22時、30分ごとにリマインダー",
    ru="7:00–22:00, напоминание каждые 30 минут",
    ar="من 7 صباحًا إلى 10 مساءً، تذكير كل 30 دقيقة")
add("template_custom_name",
    "Schedule screen: name of the last card, where the user sets up their own schedule.", MICRO,
    en="Custom",
    de="Individuell",
    es="Personalizado",
    fr="Personnalisé",
    ja="カスタム",
    ru="Свой вариант",
    ar="مخصص")
add("template_custom_description",
    "Schedule screen: one-line description under the \"Custom\" card name.", BODY,
    en="Set your own hours and reminder interval",
    de="Eigene Zeiten und Erinnerungsintervall festlegen",
    es="Elige tus horas y el intervalo de los recordatorios",
    fr="Définis tes horaires et l’intervalle des rappels",
    ja="時間帯とリマインダーの間隔を自由に設定",
    ru="Задайте свои часы и интервал напоминаний",
    ar="حدد ساعاتك وفاصل التذكيرات بنفسك")
add("active_hours",
    "Schedule screen: active-hours line on a template card. %1$@ is the start time, %2$@ the end time, both already formatted for the locale (e.g. \"9:00 AM\"). Reorder them with %1$@/%2$@ if your language needs to.", MICRO,
    en="Active hours: %1$@–%2$@",
    de="Aktiv von %1$@ bis %2$@",
    es="Activo de %1$@ a %2$@",
    fr="Actif de %1$@ à %2$@",
    ja="通知する時間帯：%1$@〜%2$@",
    ru="Активные часы: %1$@–%2$@",
    ar="الساعات النشطة: من %1$@ إلى %2$@")
add("reminder_interval",
    "Schedule screen: reminder interval on a template card and in the custom schedule editor. %lld is a number of minutes.", MICRO,
    en={"one": "Every %lld minute", "other": "Every %lld minutes"},
    de={"one": "Im %lld-Minuten-Takt", "other": "Alle %lld Minuten"},
    es={"one": "Cada %lld minuto", "many": "Cada %lld de minutos", "other": "Cada %lld minutos"},
    fr={"one": "Intervalle : %lld minute", "many": "Intervalle : %lld de minutes", "other": "Intervalle : %lld minutes"},
    ja={"other": "%lld分ごと"},
    ru={"one": "Каждую %lld минуту", "few": "Каждые %lld минуты", "many": "Каждые %lld минут", "other": "Каждые %lld минуты"},
    ar={"zero": "كل %lld دقيقة", "one": "كل دقيقة", "two": "كل دقيقتين", "few": "كل %lld دقائق",
        "many": "كل %lld دقيقة", "other": "كل %lld دقيقة"})
add("schedule_footer",
    "Schedule screen: small footer text above the primary button. \"Settings\" is the app's settings screen.", BODY,
    en="You can change this anytime in Settings.",
    de="Du kannst das jederzeit in den Einstellungen ändern.",
    es="Puedes cambiarlo cuando quieras en Ajustes.",
    fr="Tu pourras le modifier à tout moment dans les Réglages.",
    ja="この設定はあとから「設定」でいつでも変更できます。",
    ru="Это можно изменить в любой момент в настройках.",
    ar="يمكنك تغيير ذلك في أي وقت من الإعدادات.")
add("create_schedule",
    "Schedule screen: primary button; creates a schedule from the selected template.", MICRO,
    en="Create Schedule",
    de="Zeitplan erstellen",
    es="Crear horario",
    fr="Créer le planning",
    ja="スケジュールを作成",
    ru="Создать расписание",
    ar="إنشاء الجدول")
add("skip_button",
    "Schedule screen: secondary text button; continues without creating a schedule. One short word if possible.", MICRO,
    en="Skip",
    de="Überspringen",
    es="Omitir",
    fr="Passer",
    ja="スキップ",
    ru="Пропустить",
    ar="تخطي")

# ---------------------------------------------------------------- Screen 4: Features
add("features_title",
    "Features screen (4 of 5): headline above the swipeable feature cards.", MICRO,
    en="Discover Features",
    de="Entdecke die Funktionen",
    es="Descubre las funciones",
    fr="Découvre les fonctionnalités",
    ja="主な機能",
    ru="Возможности приложения",
    ar="اكتشف الميزات")
add("feature_gamification_title",
    "Features screen: title of the first card (trophy icon). XP = experience points.", MICRO,
    en="Earn XP & Level Up",
    de="XP sammeln & Level aufsteigen",
    es="Gana XP y sube de nivel",
    fr="Gagne des XP et monte de niveau",
    ja="XPを獲得してレベルアップ",
    ru="Зарабатывайте XP и повышайте уровень",
    ar="اجمع نقاط الخبرة وارتقِ بمستواك")
add("feature_gamification_desc",
    "Features screen: description on the first card (XP and achievements).", BODY,
    en="Earn XP for every exercise and unlock achievements as you go.",
    de="Sammle für jede Übung XP und schalte dabei Erfolge frei.",
    es="Gana XP con cada ejercicio y desbloquea logros por el camino.",
    fr="Gagne des XP à chaque exercice et débloque des succès en chemin.",
    ja="エクササイズのたびにXPを獲得して、実績を解除しましょう。",
    ru="Получайте XP за каждое упражнение и открывайте достижения.",
    ar="اجمع نقاط الخبرة مع كل تمرين وافتح الإنجازات على طول الطريق.")
add("feature_streak_title",
    "Features screen: title of the second card (flame icon). A streak = consecutive days with at least one exercise.", MICRO,
    en="Build Daily Streaks",
    de="Tägliche Serien aufbauen",
    es="Mantén tu racha diaria",
    fr="Fais durer ta série",
    ja="毎日の連続記録を伸ばそう",
    ru="Ежедневная серия",
    ar="ابنِ سلسلتك اليومية")
add("feature_streak_desc",
    "Features screen: description on the second card (streaks).", BODY,
    en="Stay consistent and watch your streak grow day after day.",
    de="Bleib dran und sieh zu, wie deine Serie Tag für Tag wächst.",
    es="Sé constante y mira cómo crece tu racha día tras día.",
    fr="Garde le rythme et regarde ta série grandir jour après jour.",
    ja="毎日続けて、連続記録が伸びていくのを楽しみましょう。",
    ru="Занимайтесь регулярно и смотрите, как ваша серия растёт день за днём.",
    ar="واظب على الحركة وشاهد سلسلتك تكبر يومًا بعد يوم.")
add("feature_custom_title",
    "Features screen: title of the third card (plus icon).", MICRO,
    en="Create Custom Exercises",
    de="Eigene Übungen erstellen",
    es="Crea ejercicios personalizados",
    fr="Crée tes propres exercices",
    ja="オリジナルのエクササイズを作成",
    ru="Свои упражнения",
    ar="أنشئ تمارين مخصصة")
add("feature_custom_desc",
    "Features screen: description on the third card (custom exercises).", BODY,
    en="Add your own exercises with custom icons and units.",
    de="Füge eigene Übungen mit passenden Symbolen und Einheiten hinzu.",
    es="Añade tus propios ejercicios con iconos y unidades a tu medida.",
    fr="Ajoute tes propres exercices, avec icônes et unités personnalisées.",
    ja="アイコンや単位を自由に選んで、自分だけのエクササイズを追加できます。",
    ru="Добавляйте свои упражнения с собственными значками и единицами.",
    ar="أضف تمارينك الخاصة بأيقونات ووحدات من اختيارك.")
add("feature_progress_title",
    "Features screen: title of the fourth card (chart icon).", MICRO,
    en="Track Your Progress",
    de="Fortschritt verfolgen",
    es="Sigue tu progreso",
    fr="Suis tes progrès",
    ja="進捗をチェック",
    ru="Следите за прогрессом",
    ar="تابع تقدمك")
add("feature_progress_desc",
    "Features screen: description on the fourth card (automatic progress reports).", BODY,
    en="Get automatic summaries of your weekly and monthly activity.",
    de="Erhalte automatische Wochen- und Monatsberichte über deine Aktivität.",
    es="Recibe resúmenes automáticos de tu actividad semanal y mensual.",
    fr="Reçois des bilans automatiques de ton activité, chaque semaine et chaque mois.",
    ja="週ごと・月ごとのアクティビティを自動でまとめてお届けします。",
    ru="Получайте автоматические сводки активности за неделю и месяц.",
    ar="احصل على ملخصات تلقائية لنشاطك الأسبوعي والشهري.")
add("next",
    "Features screen: primary button on every card but the last; shows the next card.", MICRO,
    en="Next",
    de="Weiter",
    es="Siguiente",
    fr="Suivant",
    ja="次へ",
    ru="Далее",
    ar="التالي")
add("finish",
    "Features screen: primary button on the last card; leaves the feature tour.", MICRO,
    en="Finish",
    de="Fertig",
    es="Terminar",
    fr="Terminer",
    ja="完了",
    ru="Готово",
    ar="إنهاء")

# ---------------------------------------------------------------- Screen 5: Completion
add("completion_title",
    "Completion screen (5 of 5): headline under the checkmark.", MICRO,
    en="You’re All Set!",
    de="Alles startklar!",
    es="¡Todo listo!",
    fr="Tout est prêt!",
    ja="準備完了！",
    ru="Всё готово!",
    ar="كل شيء جاهز!")
add("completion_subtitle",
    "Completion screen: subtitle under the headline. Keep \"StandFit\" unchanged.", BODY,
    en="Your StandFit journey begins now",
    de="Deine Reise mit StandFit beginnt jetzt",
    es="Tu camino con StandFit empieza ahora",
    fr="Ton aventure StandFit commence maintenant",
    ja="StandFitとの毎日が、ここから始まります",
    ru="Ваш путь со StandFit начинается сейчас",
    ar="رحلتك مع StandFit تبدأ الآن")
add("summary_notifications",
    "Completion screen: first line of the setup summary, after a checkmark.", MICRO,
    en="Notifications enabled",
    de="Mitteilungen aktiviert",
    es="Notificaciones activadas",
    fr="Notifications activées",
    ja="通知がオンになりました",
    ru="Уведомления включены",
    ar="تم تفعيل الإشعارات")
add("summary_schedule",
    "Completion screen: second line of the setup summary, after a checkmark. %@ is the name of the schedule just created (a template name such as \"Office Worker\", or one the user typed).", MICRO,
    en="Schedule created: %@",
    de="Zeitplan erstellt: %@",
    es="Horario creado: %@",
    fr="Planning créé : %@",
    ja="スケジュールを作成しました：%@",
    ru="Расписание создано: %@",
    ar="تم إنشاء الجدول: %@")
add("summary_ready",
    "Completion screen: third line of the setup summary, after a checkmark.", MICRO,
    en="Ready to track progress",
    de="Bereit, deinen Fortschritt zu verfolgen",
    es="Todo preparado para seguir tu progreso",
    fr="Suivi de tes progrès activé",
    ja="進捗を記録する準備ができました",
    ru="Можно следить за прогрессом",
    ar="جاهز لمتابعة تقدمك")
add("log_first_exercise",
    "Completion screen: primary button; closes onboarding and opens exercise logging.", MICRO,
    en="Log Your First Exercise",
    de="Erste Übung eintragen",
    es="Registra tu primer ejercicio",
    fr="Enregistre ton premier exercice",
    ja="最初のエクササイズを記録",
    ru="Записать первое упражнение",
    ar="سجّل تمرينك الأول")
add("explore_settings",
    "Completion screen: secondary text button; closes onboarding and opens the app's settings.", MICRO,
    en="Explore Settings",
    de="Einstellungen ansehen",
    es="Explorar ajustes",
    fr="Explorer les réglages",
    ja="設定を見る",
    ru="Открыть настройки",
    ar="استكشاف الإعدادات")

# ---------------------------------------------------------------- Progressive onboarding
add("prompt_first_exercise_title",
    "Progressive onboarding: tooltip title shown right after the user logs their very first exercise, pointing at the streak counter.", MICRO,
    en="Great Start!",
    de="Super Start!",
    es="¡Buen comienzo!",
    fr="Beau début!",
    ja="いいスタートです！",
    ru="Отличное начало!",
    ar="بداية رائعة!")
add("prompt_first_exercise_body",
    "Progressive onboarding: tooltip text under \"Great Start!\" after the first logged exercise.", BODY,
    en="Log an exercise tomorrow to keep your streak alive.",
    de="Trag morgen wieder eine Übung ein, damit deine Serie weiterläuft.",
    es="Registra un ejercicio mañana para mantener viva tu racha.",
    fr="Enregistre un exercice demain pour prolonger ta série.",
    ja="明日もエクササイズを記録して、連続記録をつなげましょう。",
    ru="Запишите упражнение завтра, чтобы не прервать серию.",
    ar="سجّل تمرينًا غدًا لتحافظ على سلسلتك.")
add("streak_days",
    "Progressive onboarding: streak counter badge, highlighted in the first-exercise tooltip and the day-7 prompt. %lld is the number of consecutive days.", MICRO,
    en={"one": "%lld-day streak", "other": "%lld-day streak"},
    de={"one": "Serie: %lld Tag", "other": "Serie: %lld Tage"},
    es={"one": "Racha de %lld día", "many": "Racha de %lld de días", "other": "Racha de %lld días"},
    fr={"one": "Série de %lld jour", "many": "Série de %lld de jours", "other": "Série de %lld jours"},
    ja={"other": "%lld日連続"},
    ru={"one": "Серия: %lld день", "few": "Серия: %lld дня", "many": "Серия: %lld дней", "other": "Серия: %lld дня"},
    ar={"zero": "سلسلة من %lld يوم", "one": "سلسلة من يوم واحد", "two": "سلسلة من يومين",
        "few": "سلسلة من %lld أيام", "many": "سلسلة من %lld يومًا", "other": "سلسلة من %lld يوم"})
add("exercises_logged",
    "Progressive onboarding: counter label on the progress card. %lld is the number of exercises the user has logged.", MICRO,
    en={"one": "%lld exercise logged", "other": "%lld exercises logged"},
    de={"one": "%lld Übung eingetragen", "other": "%lld Übungen eingetragen"},
    es={"one": "%lld ejercicio registrado", "many": "%lld de ejercicios registrados", "other": "%lld ejercicios registrados"},
    fr={"one": "%lld exercice enregistré", "many": "%lld d’exercices enregistrés", "other": "%lld exercices enregistrés"},
    ja={"other": "%lld回のエクササイズを記録"},
    ru={"one": "%lld упражнение записано", "few": "%lld упражнения записаны", "many": "%lld упражнений записано",
        "other": "%lld упражнения записано"},
    ar={"zero": "تم تسجيل %lld تمرين", "one": "تم تسجيل تمرين واحد", "two": "تم تسجيل تمرينين",
        "few": "تم تسجيل %lld تمارين", "many": "تم تسجيل %lld تمرينًا", "other": "تم تسجيل %lld تمرين"})
add("prompt_first_achievement_title",
    "Progressive onboarding: headline of the full-screen celebration when the user unlocks their first achievement.", MICRO,
    en="Achievement Unlocked!",
    de="Erfolg freigeschaltet!",
    es="¡Logro desbloqueado!",
    fr="Succès débloqué!",
    ja="実績を解除しました！",
    ru="Достижение открыто!",
    ar="إنجاز جديد!")
add("prompt_first_achievement_body",
    "Progressive onboarding: text under the first-achievement headline, explaining what achievements are.", BODY,
    en="Achievements celebrate your milestones. Keep moving to unlock more.",
    de="Erfolge feiern deine Meilensteine. Bleib in Bewegung und schalte weitere frei.",
    es="Los logros celebran tus hitos. Sigue moviéndote para desbloquear más.",
    fr="Les succès célèbrent tes étapes clés. Continue de bouger pour en débloquer d’autres.",
    ja="実績はあなたの節目のしるしです。体を動かし続けて、さらに解除しましょう。",
    ru="Достижения отмечают ваши успехи. Двигайтесь дальше, чтобы открыть новые.",
    ar="الإنجازات تحتفي بمحطاتك المهمة. واصل الحركة لتفتح المزيد منها.")
add("prompt_first_achievement_share_button",
    "Progressive onboarding: button on the first-achievement celebration; opens the share sheet.", MICRO,
    en="Share",
    de="Teilen",
    es="Compartir",
    fr="Partager",
    ja="共有",
    ru="Поделиться",
    ar="مشاركة")
add("prompt_day7_streak_title",
    "Progressive onboarding: headline of the congratulations card when the streak reaches 7 days.", MICRO,
    en="7-Day Streak!",
    de="7-Tage-Serie!",
    es="¡Racha de 7 días!",
    fr="Série de 7 jours!",
    ja="7日連続達成！",
    ru="7 дней подряд!",
    ar="سلسلة لمدة أسبوع كامل!")
add("prompt_day7_streak_body",
    "Progressive onboarding: text on the 7-day streak card, introducing progress reports.", BODY,
    en="A whole week in a row! Progress reports show you how far you’ve come.",
    de="Eine ganze Woche am Stück! Fortschrittsberichte zeigen dir, wie weit du gekommen bist.",
    es="¡Una semana entera seguida! Los informes de progreso te muestran cuánto has avanzado.",
    fr="Une semaine entière d’affilée! Les bilans te montrent tout le chemin parcouru.",
    ja="1週間連続達成です！進捗レポートで、これまでの成果を確認しましょう。",
    ru="Целая неделя без пропусков! Отчёты о прогрессе покажут, чего вы уже добились.",
    ar="أسبوع كامل دون انقطاع! تُظهر لك تقارير التقدم كم قطعت من الطريق.")
add("prompt_day7_streak_button",
    "Progressive onboarding: button on the 7-day streak card; turns on automatic weekly and monthly progress reports.", MICRO,
    en="Turn On Reports",
    de="Berichte aktivieren",
    es="Activar informes",
    fr="Activer les bilans",
    ja="レポートをオンにする",
    ru="Включить отчёты",
    ar="تفعيل التقارير")
add("progress_summary",
    "Progressive onboarding: statistic line on the 7-day streak card, e.g. \"12 exercises in 7 days\". %#@exercises@ is the number of exercises (argument 1), %#@days@ the number of days (argument 2); each has its own plural forms.", MICRO,
    en=("%#@exercises@ in %#@days@", {
        "exercises": (1, {"one": "%arg exercise", "other": "%arg exercises"}),
        "days": (2, {"one": "%arg day", "other": "%arg days"})}),
    de=("%#@exercises@ in %#@days@", {
        "exercises": (1, {"one": "%arg Übung", "other": "%arg Übungen"}),
        "days": (2, {"one": "%arg Tag", "other": "%arg Tagen"})}),
    es=("%#@exercises@ en %#@days@", {
        "exercises": (1, {"one": "%arg ejercicio", "many": "%arg de ejercicios", "other": "%arg ejercicios"}),
        "days": (2, {"one": "%arg día", "many": "%arg de días", "other": "%arg días"})}),
    fr=("%#@exercises@ en %#@days@", {
        "exercises": (1, {"one": "%arg exercice", "many": "%arg d’exercices", "other": "%arg exercices"}),
        "days": (2, {"one": "%arg jour", "many": "%arg de jours", "other": "%arg jours"})}),
    ja=("%#@days@で%#@exercises@", {
        "exercises": (1, {"other": "%arg回のエクササイズ"}),
        "days": (2, {"other": "%arg日間"})}),
    ru=("%#@exercises@ за %#@days@", {
        "exercises": (1, {"one": "%arg упражнение", "few": "%arg упражнения", "many": "%arg упражнений",
                          "other": "%arg упражнения"}),
        "days": (2, {"one": "%arg день", "few": "%arg дня", "many": "%arg дней", "other": "%arg дня"})}),
    ar=("%#@exercises@ خلال %#@days@", {
        "exercises": (1, {"zero": "%arg تمرين", "one": "تمرين واحد", "two": "تمرينان", "few": "%arg تمارين",
                          "many": "%arg تمرينًا", "other": "%arg تمرين"}),
        "days": (2, {"zero": "%arg يوم", "one": "يوم واحد", "two": "يومين", "few": "%arg أيام",
                     "many": "%arg يومًا", "other": "%arg يوم"})}))
add("prompt_week2_custom_title",
    "Progressive onboarding: headline of the card shown in the user's second week, suggesting a custom exercise.", MICRO,
    en="Make It Your Own",
    de="Ganz nach deinem Stil",
    es="Hazlo a tu manera",
    fr="À ta façon",
    ja="自分らしくカスタマイズ",
    ru="Настройте под себя",
    ar="اجعله على طريقتك")
add("prompt_week2_custom_body",
    "Progressive onboarding: text on the week-2 card, explaining the benefit of custom exercises.", BODY,
    en="Add exercises that fit your routine, with your own icons and units.",
    de="Füge Übungen hinzu, die zu deinem Alltag passen – mit eigenen Symbolen und Einheiten.",
    es="Añade ejercicios que encajen con tu rutina, con tus propios iconos y unidades.",
    fr="Ajoute des exercices adaptés à ta routine, avec tes propres icônes et unités.",
    ja="アイコンや単位を選んで、ルーティンに合ったエクササイズを追加しましょう。",
    ru="Добавьте упражнения под свой распорядок — со своими значками и единицами.",
    ar="أضف تمارين تناسب روتينك، بأيقونات ووحدات من اختيارك.")
add("prompt_week2_custom_button",
    "Progressive onboarding: primary button on the week-2 card; opens the custom exercise editor.", MICRO,
    en="Create Exercise",
    de="Übung erstellen",
    es="Crear ejercicio",
    fr="Créer un exercice",
    ja="エクササイズを作成",
    ru="Создать упражнение",
    ar="إنشاء تمرين")
add("prompt_not_now_button",
    "Progressive onboarding: secondary button that dismisses any prompt or premium callout.", MICRO,
    en="Not Now",
    de="Nicht jetzt",
    es="Ahora no",
    fr="Pas maintenant",
    ja="今はしない",
    ru="Не сейчас",
    ar="ليس الآن")

# ---------------------------------------------------------------- Premium callouts
add("premium_badge",
    "Premium callout: small badge on features that need StandFit Premium (the paid tier). Keep it one word.", MICRO,
    en="Premium",
    de="Premium",
    es="Premium",
    fr="Premium",
    ja="プレミアム",
    ru="Premium",
    ar="Premium")
add("premium_callout_title",
    "Premium callout: headline of the upgrade card shown to free users (with the week-2 custom exercise prompt). Keep \"StandFit\" unchanged.", MICRO,
    en="Get More with StandFit Premium",
    de="Mehr erreichen mit StandFit Premium",
    es="Consigue más con StandFit Premium",
    fr="Plus de possibilités avec StandFit Premium",
    ja="StandFitプレミアムでもっと便利に",
    ru="StandFit Premium: больше возможностей",
    ar="احصل على المزيد مع StandFit Premium")
add("premium_callout_body",
    "Premium callout: text on the upgrade card, listing what the paid tier adds.", BODY,
    en="Unlimited custom exercises, advanced scheduling, and your own achievement templates.",
    de="Unbegrenzt eigene Übungen, erweiterte Zeitpläne und eigene Vorlagen für Erfolge.",
    es="Ejercicios personalizados ilimitados, horarios avanzados y tus propias plantillas de logros.",
    fr="Exercices personnalisés illimités, planning avancé et modèles de succès sur mesure.",
    ja="カスタムエクササイズを無制限に作成でき、高度なスケジュール設定や実績テンプレートも使えます。",
    ru="Неограниченное число своих упражнений, расширенное расписание и свои шаблоны достижений.",
    ar="تمارين مخصصة بلا حدود، وجدولة متقدمة، وقوالب إنجازات خاصة بك.")
add("premium_callout_button",
    "Premium callout: primary button on the upgrade card; opens the purchase screen.", MICRO,
    en="Upgrade to Premium",
    de="Zu Premium wechseln",
    es="Hazte Premium",
    fr="Passer à Premium",
    ja="プレミアムにアップグレード",
    ru="Перейти на Premium",
    ar="الترقية إلى Premium")
add("premium_welcome_title",
    "Premium walkthrough: headline shown to a user right after they subscribe. Keep \"StandFit\" unchanged.", MICRO,
    en="Welcome to StandFit Premium",
    de="Willkommen bei StandFit Premium",
    es="Te damos la bienvenida a StandFit Premium",
    fr="Bienvenue dans StandFit Premium",
    ja="StandFitプレミアムへようこそ",
    ru="Добро пожаловать в StandFit Premium",
    ar="مرحبًا بك في StandFit Premium")
add("premium_welcome_body",
    "Premium walkthrough: text under the welcome headline, pointing at advanced scheduling and custom achievement templates.", BODY,
    en="Explore advanced scheduling and create your own achievement templates.",
    de="Entdecke erweiterte Zeitpläne und erstelle eigene Vorlagen für Erfolge.",
    es="Descubre los horarios avanzados y crea tus propias plantillas de logros.",
    fr="Découvre le planning avancé et crée tes propres modèles de succès.",
    ja="高度なスケジュール設定を試して、オリジナルの実績テンプレートを作りましょう。",
    ru="Попробуйте расширенное расписание и создайте свои шаблоны достижений.",
    ar="استكشف خيارات الجدولة المتقدمة وأنشئ قوالب إنجازاتك الخاصة.")


# ---------------------------------------------------------------- catalog
def unit(v):
    return {"stringUnit": {"state": "translated", "value": v}}


def localization(v):
    if isinstance(v, str):
        return unit(v)
    if isinstance(v, dict):
        return {"variations": {"plural": {c: unit(s) for c, s in v.items()}}}
    fmt, subs = v
    loc = unit(fmt)
    loc["substitutions"] = {
        name: {"argNum": n, "formatSpecifier": "lld",
               "variations": {"plural": {c: unit(s) for c, s in forms.items()}}}
        for name, (n, forms) in subs.items()}
    return loc


def catalog():
    strings = {}
    for key, (comment, tr) in E.items():
        strings[key] = {"comment": comment, "extractionState": "manual",
                        "localizations": {l: localization(tr[l]) for l in LANGS}}
    return {"sourceLanguage": "en", "strings": strings, "version": "1.0"}


def render(d):
    # Xcode writes every object's members in code-point order.
    return json.dumps(d, ensure_ascii=False, indent=2, separators=(",", " : "), sort_keys=True)


def main():
    path = Path(__file__).resolve().parent.parent / "Strings" / "Onboarding.xcstrings"
    text = render(catalog())
    if "--check" in sys.argv[1:]:
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            print(f"{path} is stale: run python3 tools/onboarding_catalog.py", file=sys.stderr)
            return 1
        return 0
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path} ({len(E)} keys)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
