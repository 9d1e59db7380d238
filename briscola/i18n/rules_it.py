"""The rules page in Italian: what the game plays, options included."""

from __future__ import annotations

from typing import Final

SECTIONS: Final = (
    (
        "Il gioco",
        (
            "La grande classica italiana: ogni presa può valere un Asso o un Tre. Una carta"
            " scoperta decide la briscola, il seme che batte tutti gli altri. Si gioca uno"
            " contro uno, in tre o a coppie; l’obiettivo è raccogliere più di 60 dei 120 punti.",
        ),
    ),
    (
        "Le carte",
        (
            "Mazzo italiano da 40 carte: quattro semi (Denari, Coppe, Spade e Bastoni) di dieci"
            " carte ciascuno, dall’Asso al 7, poi Fante, Cavallo e Re.",
            "Dalla più forte: Asso, Tre, Re, Cavallo, Fante, 7, 6, 5, 4, 2.",
            "Punti: Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2; le altre carte («lisce») valgono"
            " zero. In tutto 120 punti.",
        ),
    ),
    (
        "La distribuzione",
        (
            "Il mazziere dà tre carte a ciascuno, una alla volta, cominciando dal giocatore"
            " che lo segue. Poi scopre la carta successiva e la mette di traverso sotto il"
            " mazzo: il suo seme è la briscola. Quella carta è l’ultima a essere pescata.",
            "Il primo mazziere è sorteggiato; comincia il giocatore che segue il mazziere.",
        ),
    ),
    (
        "Le prese",
        (
            "Chi apre la presa gioca una carta qualsiasi, poi gli altri una ciascuno, in"
            " ordine. Non c’è nessun obbligo: né rispondere al seme, né prendere, né giocare"
            " briscola.",
            "Vince la briscola più alta; senza briscole vince la carta più alta del seme di"
            " apertura. Una carta di un altro seme non vince mai. Chi vince raccoglie le carte"
            " e apre la presa successiva.",
            "Dopo ogni presa tutti pescano una carta, prima chi ha vinto e poi gli altri in"
            " ordine. La briscola scoperta va all’ultimo che pesca. Finito il mazzo si giocano"
            " le carte rimaste senza pescare.",
        ),
    ),
    (
        "Il punteggio",
        (
            "Come al tavolo vero, i punti non si vedono durante la mano: compaiono alla fine.",
            "In due e in quattro vince chi ha più di 60 punti; 60 a 60 è patta. In tre vince"
            " chi ha più punti; se due o tre sono in testa a pari punti la mano è patta.",
            "Chi prende tutti i 120 punti fa cappotto.",
        ),
    ),
    (
        "In tre e in quattro",
        (
            "In tre si toglie il 2 di Denari (39 carte, 13 prese) e ognuno gioca per sé."
            " Opzione: si tolgono tutti e quattro i 2 (36 carte, 12 prese).",
            "In quattro si gioca a coppie: i compagni siedono uno di fronte all’altro e, di"
            " regola, non possono scambiarsi segnali (un’opzione li permette: vedi «Segnali al"
            " compagno» più sotto). Si contano i punti della coppia.",
        ),
    ),
    (
        "Mano singola o serie",
        (
            "Si gioca una mano sola oppure una serie al meglio di 3 (vince chi ne vince 2) o di"
            " 5 (chi ne vince 3). Dopo ogni mano il mazziere passa al giocatore successivo.",
            "Una mano patta non conta per nessuno e si rigioca. Opzione: dopo una patta dà di"
            " nuovo lo stesso mazziere. Opzione: un cappotto vale due mani vinte.",
        ),
    ),
    (
        "Lo scambio del 7",
        (
            "Attivo di norma, si può disattivare. Chi ha appena vinto una presa e ha in mano il"
            " 7 di briscola può scambiarlo con la briscola scoperta, se questa è ancora sotto"
            " il mazzo ed è più alta del 7 (Asso, Tre, Re, Cavallo o Fante). Mai nella prima"
            " presa della mano.",
            "Il 7 va sotto il mazzo e la carta presa passa in mano a chi ha scambiato, sotto gli"
            " occhi di tutti. Lo scambio non fa perdere il turno.",
        ),
    ),
    (
        "Sulla pagina",
        (
            "Opzione per chi impara: mostra i punti di ciascuno durante la mano.",
            "Tavolo in senso antiorario: i giocatori sono disegnati nell’altro verso; l’ordine"
            " di gioco non cambia.",
            "Tastiera: i tasti da 1 a 3 (da 1 a 5 nel Briscolone) giocano le carte; Tab raggiunge"
            " ogni comando.",
            "Suggerimento (tasto H): la carta che sceglierebbe il livello Difficile, con il"
            " perché. A fine mano «Rivedi la mano» confronta ogni tua giocata con la migliore;"
            " le frecce ← → cambiano presa.",
            "Il computer gioca solo con ciò che vede dal suo posto: le sue carte e quelle scoperte,"
            " mai le tue. L’impronta mostrata a inizio mano e il segreto svelato alla fine"
            " provano che le carte erano fissate prima della prima giocata.",
            "La partita si salva dopo ogni mossa: ricaricando la pagina si riprende da lì,"
            " anche senza rete.",
        ),
    ),
    (
        "Varianti",
        (
            "Si scelgono nella schermata iniziale; le regole sopra valgono dove qui non si dice"
            " altro.",
            "Con il Due: il 2 di briscola diventa la briscola più alta e batte anche l’Asso di"
            " briscola; vale sempre zero punti. Non si gioca in tre con 36 carte, dove i 2 sono"
            " tolti.",
            "Briscolone: cinque carte a testa e nessuna briscola; non si scopre alcuna carta e non"
            " c’è lo scambio del 7. Vince la presa la carta più alta del seme di uscita. Con"
            " l’opzione «obbligo di rispondere al seme» chi ha il seme di uscita deve giocarlo;"
            " una carta di un altro seme viene rifiutata.",
            "In cinque, Briscola chiamata: 40 carte, otto a testa, niente mazzo e nessuna carta"
            " scoperta. Si apre l’asta dal giocatore dopo il mazziere: ognuno offre un grado più"
            " basso del precedente (Asso, Tre, Re, Cavallo, Fante, 7, 6, 5, 4, 2; più basso è,"
            " più l’offerta è alta), poi «2 a 62», «2 a 63»… fino a 120, oppure passa e ne esce."
            " Se i primi quattro passano, il mazziere deve offrire. Chi vince l’asta chiama una"
            " carta del grado offerto: il suo seme è la briscola e chi la tiene è il compagno"
            " segreto, svelato quando la gioca. Chiamante e compagno devono fare almeno 61 punti"
            " (o quelli offerti); altrimenti vincono gli altri tre. Si gioca una mano alla volta.",
            "In sei: 36 carte (senza i 2), due squadre di tre a posti alterni. Il capitano di"
            " ogni squadra è il suo primo giocatore della mano (i due posti dopo il mazziere):"
            " finito il mazzo, i compagni gli mostrano le loro carte; ognuno gioca poi le sue.",
            "Segnali al compagno (in quattro e in sei, facoltativi): dalla seconda presa, al"
            " proprio turno e prima di giocare, si può fare un segnale per presa: «Ho l’Asso di"
            " briscola», «Ho il Tre di briscola» o «Non ho niente» (né Assi, né Tre, né"
            " briscole). I segnali sono veri e li vedono tutti, anche gli avversari.",
            "A 31: chi crede che la propria parte abbia già 31 punti o più nelle prese lo"
            " dichiara al suo turno (pulsante «Dichiaro 31»). Se è vero la mano finisce e la"
            " vince; se è falso la perde. I punti vanno ricordati: durante la mano non si vedono.",
            "Scoperta (in due): le carte di tutti sono in vista e si vede l’ordine del mazzo:"
            " nessuna fortuna, solo calcolo. Il computer gioca quasi alla perfezione.",
        ),
    ),
    (
        "Consigli",
        (
            "Non regalare Assi e Tre: giocarne uno in una presa che una briscola può battere"
            " vuol dire dare all’avversario 10 o 11 punti.",
            "Prendi con la carta più bassa che basta, tieni le briscole alte per le prese"
            " ricche, e quando non conviene prendere scarta le lisce. In coppia, se il"
            " compagno vince sicuro la presa, «caricala» con un Asso o un Tre.",
        ),
    ),
)
