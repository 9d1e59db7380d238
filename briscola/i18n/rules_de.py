"""The rules page in German: what the game plays, options included."""

from __future__ import annotations

from typing import Final

SECTIONS: Final = (
    (
        "Das Spiel",
        (
            "Der große italienische Klassiker: Jeder Stich kann ein Ass oder eine Drei wert"
            " sein. Eine aufgedeckte Karte bestimmt den Trumpf, die Farbe, die alle anderen"
            " sticht. Gespielt wird zu zweit, zu dritt oder in Paaren; Ziel sind mehr als 60"
            " der 120 Punkte.",
        ),
    ),
    (
        "Die Karten",
        (
            "Italienisches Blatt zu 40 Karten: vier Farben (Münzen, Becher, Schwerter und"
            " Stäbe) mit je zehn Karten, vom Ass bis zur 7, dazu Bube, Reiter und König.",
            "Von der höchsten: Ass, Drei, König, Reiter, Bube, 7, 6, 5, 4, 2.",
            "Punkte: Ass 11, Drei 10, König 4, Reiter 3, Bube 2; alle anderen Karten sind"
            " wertlos („Luschen“). Insgesamt 120 Punkte.",
        ),
    ),
    (
        "Das Geben",
        (
            "Der Geber gibt jedem drei Karten, eine nach der anderen, beginnend beim Spieler"
            " nach ihm. Dann deckt er die nächste Karte auf und schiebt sie quer unter den"
            " Stapel: Ihre Farbe ist Trumpf. Diese Karte wird als allerletzte gezogen.",
            "Der erste Geber wird ausgelost; der Spieler nach dem Geber spielt aus.",
        ),
    ),
    (
        "Die Stiche",
        (
            "Der Ausspieler legt eine beliebige Karte, dann folgen die anderen der Reihe nach"
            " mit je einer Karte. Es gibt keinen Zwang: weder Farbe bedienen noch stechen noch"
            " Trumpf spielen.",
            "Den Stich gewinnt der höchste Trumpf; ohne Trumpf die höchste Karte der"
            " angespielten Farbe. Eine Karte einer anderen Farbe gewinnt nie. Der Gewinner"
            " nimmt die Karten und spielt den nächsten Stich aus.",
            "Nach jedem Stich zieht jeder eine Karte, zuerst der Gewinner, dann in"
            " Spielreihenfolge. Der aufgedeckte Trumpf geht an den, der zuletzt zieht. Ist der"
            " Stapel aufgebraucht, werden die Handkarten ohne Nachziehen ausgespielt.",
        ),
    ),
    (
        "Die Wertung",
        (
            "Wie am echten Tisch werden die Punkte während der Runde nicht angezeigt: Sie"
            " erscheinen am Ende.",
            "Zu zweit und in Paaren gewinnt, wer mehr als 60 Punkte hat; 60 zu 60 ist"
            " unentschieden. Zu dritt gewinnt, wer die meisten Punkte hat; teilen sich zwei"
            " oder drei die Spitze, ist die Runde unentschieden.",
            "Wer alle 120 Punkte bekommt, macht Cappotto.",
        ),
    ),
    (
        "Zu dritt und zu viert",
        (
            "Zu dritt wird die Münzen-Zwei herausgenommen (39 Karten, 13 Stiche), jeder spielt"
            " für sich. Option: alle vier Zweien werden herausgenommen (36 Karten, 12 Stiche).",
            "Zu viert spielen zwei Paare: Partner sitzen einander gegenüber und dürfen sich"
            " nach der üblichen Regel keine Zeichen geben (eine Option erlaubt es: siehe"
            " „Zeichen an den Partner“ weiter unten). Die Punkte eines Paares werden"
            " zusammengezählt.",
        ),
    ),
    (
        "Eine Runde oder eine Serie",
        (
            "Gespielt wird eine einzelne Runde oder eine Serie: beste aus 3 (wer zuerst 2"
            " Runden gewinnt) oder beste aus 5 (wer zuerst 3 gewinnt). Nach jeder Runde geht das"
            " Geben an den nächsten Spieler.",
            "Eine unentschiedene Runde zählt für niemanden und wird wiederholt. Option: Nach"
            " einem Unentschieden gibt derselbe Geber noch einmal. Option: Ein Cappotto zählt"
            " als zwei gewonnene Runden.",
        ),
    ),
    (
        "Der Tausch der Sieben",
        (
            "Normalerweise an, lässt sich abschalten. Wer gerade einen Stich gewonnen hat und"
            " die Trumpf-7 hält, darf sie gegen den aufgedeckten Trumpf tauschen, solange"
            " dieser unter dem Stapel liegt und höher als die 7 ist (Ass, Drei, König, Reiter"
            " oder Bube). Nie im ersten Stich einer Runde.",
            "Die 7 kommt unter den Stapel, die genommene Karte auf die Hand des Tauschenden,"
            " für alle sichtbar. Der Tausch kostet keinen Zug.",
        ),
    ),
    (
        "Auf dieser Seite",
        (
            "Option zum Lernen: zeigt während der Runde die Punkte aller.",
            "Tisch gegen den Uhrzeigersinn: Die Spieler werden andersherum gezeichnet; die"
            " Spielreihenfolge ändert sich nicht.",
            "Tastatur: Die Tasten 1 bis 3 (1 bis 5 im Briscolone) spielen deine Karten; Tab"
            " erreicht jede Schaltfläche.",
            "Tipp (Taste H): die Karte, die die Stufe Schwer wählen würde, mit dem Grund."
            " Nach einer Hand vergleicht „Hand durchgehen“ jeden deiner Züge mit dem besten;"
            " die Pfeiltasten ← → wechseln den Stich.",
            "Der Computer spielt nur mit dem, was sein Platz sieht: seine Karten und die offenen,"
            " nie deine. Der Fingerabdruck zu Beginn der Hand und das Geheimnis an"
            " ihrem Ende beweisen, dass die Karten vor dem ersten Zug feststanden.",
            "Das Spiel wird nach jedem Zug gespeichert: Nach dem Neuladen geht es genau dort"
            " weiter, auch ohne Netz.",
        ),
    ),
    (
        "Varianten",
        (
            "Sie werden auf dem Startbildschirm gewählt; sonst gelten die Regeln oben.",
            "Con il Due: Die Trumpf-2 wird zum höchsten Trumpf und schlägt sogar das Trumpf-Ass;"
            " sie zählt weiter null Punkte. Nicht zu dritt mit 36 Karten, wo die 2er fehlen.",
            "Briscolone: fünf Karten für jeden und kein Trumpf; keine Karte wird aufgedeckt, die 7"
            " wird nicht getauscht. Die höchste Karte der ausgespielten Farbe gewinnt den Stich."
            " Mit der Option „Farbzwang“ muss bedienen, wer die ausgespielte Farbe hat; eine"
            " andere Farbe wird abgelehnt.",
            "Zu fünft, Briscola chiamata: 40 Karten, acht für jeden, kein Stapel, keine"
            " aufgedeckte Karte. Gereizt wird ab dem Spieler nach dem Geber: Jeder bietet einen"
            " niedrigeren Rang als zuvor (Ass, 3, König, Reiter, Bube, 7, 6, 5, 4, 2; je niedriger,"
            " desto höher das Gebot), dann „2 für 62“, „2 für 63“ … bis 120, oder passt und ist"
            " draußen. Passen die ersten vier, muss der Geber bieten. Wer gewinnt, ruft eine Karte"
            " des gebotenen Rangs: Ihre Farbe ist Trumpf, ihr Besitzer der geheime Partner, der"
            " sich zeigt, wenn er sie spielt. Rufer und Partner brauchen 61 Punkte (oder das"
            " Gebot); sonst gewinnen die anderen drei. Es wird Runde für Runde gespielt.",
            "Zu sechst: 36 Karten (ohne die 2er), zwei Mannschaften zu dritt auf abwechselnden"
            " Plätzen. Kapitän einer Mannschaft ist ihr erster Spieler der Runde (die zwei Plätze"
            " nach dem Geber): Ist der Stapel aufgebraucht, zeigen die Partner ihm ihre Karten;"
            " jeder spielt weiter seine eigenen.",
            "Zeichen an den Partner (zu viert und zu sechst, wahlweise): Ab dem zweiten Stich"
            " darf man am Zug, vor dem Ausspielen, ein Zeichen pro Stich geben: „Ich habe das"
            " Trumpf-Ass“, „Ich habe die Trumpf-3“ oder „Ich habe nichts“ (kein Ass, keine 3,"
            " kein Trumpf). Zeichen sind wahr, und alle sehen sie, auch die Gegner.",
            "A 31: Wer glaubt, dass seine Seite schon 31 Punkte oder mehr in den Stichen hat,"
            " sagt es am Zug an (Schaltfläche „31 ansagen“). Stimmt es, endet die Runde und ist"
            " gewonnen; sonst ist sie verloren. Mitzählen: Die Punkte sind verdeckt.",
            "Scoperta (zu zweit): Alle Karten liegen offen und die Reihenfolge des Stapels ist"
            " sichtbar: kein Glück, nur Rechnen. Der Computer spielt sie fast perfekt.",
        ),
    ),
    (
        "Tipps",
        (
            "Verschenke deine Asse und Dreien nicht: Wer eines in einen Stich wirft, den ein"
            " Trumpf stechen kann, schenkt dem Gegner 10 oder 11 Punkte.",
            "Nimm Stiche mit der kleinsten Karte, die ausreicht, spare hohe Trümpfe für reiche"
            " Stiche auf und wirf Luschen ab, wenn sich das Nehmen nicht lohnt. Im Paar gilt:"
            " Gewinnt dein Partner den Stich sicher, „schmiere“ ihn mit einem Ass oder einer"
            " Drei.",
        ),
    ),
)
